"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useMessages } from "@/components/i18n/language-context";
import { CameraScanner } from "@/components/scanner/camera-scanner";
import { SCANNER_MESSAGES } from "@/components/scanner/i18n/messages";
import { NotBrowserProgram } from "@/components/scanner/not-browser-program";
import { redeemableOffers } from "@/components/scanner/redeemable-offers";
import { AmountForm, MemberNumberForm } from "@/components/scanner/scan-forms";
import { ScanResult } from "@/components/scanner/scan-result";
import type { ScannerProgram } from "@/components/scanner/scanner-program";
import { useScanSession } from "@/components/scanner/use-scan-session";
import { Button } from "@/components/ui/button";
import { NoticeRegion } from "@/components/ui/notice";
import styles from "./scanner.module.css";

const PROGRAM_KEY = "scanner.programId";

export function Scanner({ programs }: { programs: ScannerProgram[] }) {
  const t = useMessages(SCANNER_MESSAGES);
  const id = useId();
  const [programId, setProgramId] = useState(programs[0]?.id ?? "");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const program = programs.find((candidate) => candidate.id === programId) ?? (programs[0] as ScannerProgram);
  const { phase, redeeming, notice, read, send, redeem, reset } = useScanSession(program, t);
  const numberRef = useRef<HTMLInputElement>(null);
  // Typed reads (a keyboard-wedge scanner types the number and Enter) keep focus in the empty number field, so
  // the next card can be scanned at once; the live region announces the answer. Camera reads focus the answer.
  const [isTyping, setIsTyping] = useState(false);
  const isAnswered = phase.name === "result" || phase.name === "problem";

  useEffect(() => {
    if (isTyping && isAnswered) numberRef.current?.focus();
  }, [isTyping, isAnswered]);

  function readTyped(value: string) {
    setIsTyping(true);
    read(value, { isTyped: true });
  }

  function readByCamera(value: string) {
    setIsTyping(false);
    read(value);
  }

  // The last program chosen on this device (read after hydration: the server cannot know it).
  useEffect(() => {
    try {
      const remembered = localStorage.getItem(PROGRAM_KEY);
      if (remembered && programs.some((candidate) => candidate.id === remembered)) setProgramId(remembered);
    } catch {}
  }, [programs]);

  function chooseProgram(next: string) {
    setProgramId(next);
    try {
      localStorage.setItem(PROGRAM_KEY, next);
    } catch {}
  }

  function scanNext() {
    reset();
    headingRef.current?.focus();
  }

  return (
    <div className={styles.stack}>
      <div className="field">
        <label htmlFor={`${id}-program`} className="field__label">
          {t.program}
        </label>
        <select
          id={`${id}-program`}
          className="select"
          value={program.id}
          aria-describedby={`${id}-program-hint`}
          onChange={(event) => chooseProgram(event.target.value)}
        >
          {programs.map((option) => (
            <option key={option.id} value={option.id}>
              {option.isArchived ? t.archived(option.name) : option.name}
            </option>
          ))}
        </select>
        <p id={`${id}-program-hint`} className="field__hint">
          {t.programHint}
        </p>
      </div>

      {program.scannerType !== "Browser" ? (
        <NotBrowserProgram program={program} t={t} />
      ) : (
        <>
          {/* The answer first: on a phone it is what the counter reads next, above the camera. */}
          <NoticeRegion notice={notice} isPending={phase.name === "sending"} takesFocus={!isTyping} />

          {phase.name === "sending" && <p className="muted">{t.working(phase.scan.memberNumber)}</p>}
          {phase.name === "amount" && (
            <AmountForm
              memberNumber={phase.memberNumber}
              t={t}
              onCancel={scanNext}
              onSubmit={(points) => void send({ memberNumber: phase.memberNumber, key: phase.key, points })}
            />
          )}
          {phase.name === "problem" && (
            // The problem itself is the notice above; here is what to do next.
            <div className="form-actions">
              {phase.retry && (
                <Button onClick={() => phase.retry && void send(phase.retry)}>{t.problems.retry}</Button>
              )}
              <Button variant={phase.retry ? "secondary" : "primary"} onClick={scanNext}>
                {t.result.scanNext}
              </Button>
            </div>
          )}
          {phase.name === "result" && (
            <ScanResult
              member={phase.member}
              offers={phase.offers && redeemableOffers(phase.offers, phase.member.points)}
              pointName={program.pointName}
              redeeming={redeeming}
              onRedeem={(offer) => void redeem(offer)}
              onScanNext={scanNext}
              t={t}
            />
          )}

          <section aria-labelledby={`${id}-camera`} className={styles.panel}>
            <h2 id={`${id}-camera`} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
              {t.camera.title}
            </h2>
            <CameraScanner isPaused={phase.name !== "ready"} onRead={readByCamera} t={t} />
          </section>

          <MemberNumberForm
            isDisabled={phase.name === "sending" || phase.name === "amount" || redeeming !== null}
            inputRef={numberRef}
            onSubmit={readTyped}
            t={t}
          />
        </>
      )}
    </div>
  );
}
