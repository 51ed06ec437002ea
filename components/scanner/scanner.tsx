"use client";

import { useEffect, useId, useState } from "react";
import { useMessages } from "@/components/i18n/language-context";
import { GiftCardScanner } from "@/components/scanner/gift-card-scanner";
import { SCANNER_MESSAGES } from "@/components/scanner/i18n/messages";
import { CounterLocationPicker } from "@/components/scanner/location/counter-location";
import { MemberScanner } from "@/components/scanner/member-scanner";
import { NotBrowserProgram } from "@/components/scanner/not-browser-program";
import { OfflineScans } from "@/components/scanner/offline/offline-scans";
import type { GiftCardScannerProgram, ScannerProgram } from "@/components/scanner/scanner-program";
import styles from "./scanner.module.css";

const PROGRAM_KEY = "scanner.programId";
/** The choice that reads gift cards: one for all gift-card programs, since a card's number names its program. */
const GIFT_CARDS = "giftcards";

type Props = { programs: ScannerProgram[]; giftCardPrograms: GiftCardScannerProgram[] };

export function Scanner({ programs, giftCardPrograms }: Props) {
  const t = useMessages(SCANNER_MESSAGES);
  const id = useId();
  const hasGiftCards = giftCardPrograms.length > 0;
  const [choice, setChoice] = useState(programs[0]?.id ?? GIFT_CARDS);
  const program =
    choice === GIFT_CARDS && hasGiftCards
      ? null
      : (programs.find((candidate) => candidate.id === choice) ?? programs[0] ?? null);

  // The last program chosen on this device (read after hydration: the server cannot know it).
  useEffect(() => {
    try {
      const remembered = localStorage.getItem(PROGRAM_KEY);
      const isKnown = programs.some((candidate) => candidate.id === remembered);
      if (isKnown || (remembered === GIFT_CARDS && hasGiftCards)) setChoice(remembered as string);
    } catch {}
  }, [programs, hasGiftCards]);

  function choose(next: string) {
    setChoice(next);
    try {
      localStorage.setItem(PROGRAM_KEY, next);
    } catch {}
  }

  return (
    <div className={styles.stack}>
      <OfflineScans programs={programs} t={t} />
      <CounterLocationPicker />
      <div className="field">
        <label htmlFor={`${id}-program`} className="field__label">
          {t.program}
        </label>
        <select
          id={`${id}-program`}
          className="select"
          value={program?.id ?? GIFT_CARDS}
          aria-describedby={`${id}-program-hint`}
          onChange={(event) => choose(event.target.value)}
        >
          {programs.map((option) => (
            <option key={option.id} value={option.id}>
              {option.isArchived ? t.archived(option.name) : option.name}
            </option>
          ))}
          {hasGiftCards && <option value={GIFT_CARDS}>{t.giftCards.option}</option>}
        </select>
        <p id={`${id}-program-hint`} className="field__hint">
          {t.programHint}
        </p>
      </div>

      {program === null ? (
        <GiftCardScanner programs={giftCardPrograms} t={t} />
      ) : program.scannerType !== "Browser" ? (
        <NotBrowserProgram program={program} t={t} />
      ) : (
        <MemberScanner program={program} t={t} />
      )}
    </div>
  );
}
