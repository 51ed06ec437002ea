"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CameraScanner } from "@/components/scanner/camera-scanner";
import { GiftCardNumberForm } from "@/components/scanner/gift-card-forms";
import { GiftCardResult } from "@/components/scanner/gift-card-result";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import type { GiftCardScannerProgram } from "@/components/scanner/scanner-program";
import { useGiftCardSession } from "@/components/scanner/use-gift-card-session";
import { Button } from "@/components/ui/button";
import { NoticeRegion } from "@/components/ui/notice";
import styles from "./scanner.module.css";

/**
 * Gift cards at the counter: the camera or the typed number (a keyboard wedge types it and Enter) finds the
 * merchant's card in any of its gift-card programs; the counter sees balance and status and redeems an amount.
 */
export function GiftCardScanner({ programs, t }: { programs: GiftCardScannerProgram[]; t: ScannerMessages }) {
  const id = useId();
  const { phase, isRedeeming, notice, answers, read, redeem, reset } = useGiftCardSession(t);
  const numberRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cameraText = { ...t, camera: { ...t.camera, scanning: t.giftCards.scanning } };
  // Typed reads and redemptions put focus back in the empty number field (the live region announces the answer),
  // so a wedge scanner can read the next card at once; a camera read focuses the answer, as for members.
  const [isTyping, setIsTyping] = useState(false);

  useEffect(() => {
    if (answers > 0 && isTyping) numberRef.current?.focus();
  }, [answers, isTyping]);

  function readTyped(value: string) {
    setIsTyping(true);
    void read(value, { isTyped: true });
  }

  function readByCamera(value: string) {
    setIsTyping(false);
    void read(value);
  }

  async function redeemTyped(amount: string, securityCode?: string) {
    setIsTyping(true);
    return redeem(amount, securityCode);
  }

  function scanNext() {
    reset();
    headingRef.current?.focus();
  }

  return (
    <>
      <p className="muted">{t.giftCards.lead}</p>
      <NoticeRegion notice={notice} isPending={phase.name === "looking"} takesFocus={!isTyping} />
      {phase.name === "looking" && <p className="muted">{t.giftCards.looking(phase.cardNumber.slice(-4))}</p>}
      {phase.name === "problem" && (
        <div className="form-actions">
          <Button onClick={scanNext}>{t.result.scanNext}</Button>
        </div>
      )}
      {phase.name === "card" && (
        <GiftCardResult
          card={phase.card}
          programs={programs}
          isRedeeming={isRedeeming}
          onRedeem={redeemTyped}
          onScanNext={scanNext}
          t={t}
        />
      )}
      <section aria-labelledby={`${id}-camera`} className={styles.panel}>
        <h2 id={`${id}-camera`} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          {t.camera.title}
        </h2>
        <CameraScanner isPaused={phase.name !== "ready"} onRead={readByCamera} t={cameraText} />
      </section>
      <GiftCardNumberForm
        isDisabled={phase.name === "looking" || isRedeeming}
        inputRef={numberRef}
        onSubmit={readTyped}
        t={t}
      />
    </>
  );
}
