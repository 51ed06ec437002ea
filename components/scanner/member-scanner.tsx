"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CameraScanner } from "@/components/scanner/camera-scanner";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import { PromotionBanner } from "@/components/scanner/promotion-banner";
import { redeemableOffers } from "@/components/scanner/redeemable-offers";
import { AmountForm, MemberNumberForm } from "@/components/scanner/scan-forms";
import { ScanResult } from "@/components/scanner/scan-result";
import type { ScannerProgram } from "@/components/scanner/scanner-program";
import { useScanSession } from "@/components/scanner/use-scan-session";
import { Button } from "@/components/ui/button";
import { NoticeRegion } from "@/components/ui/notice";
import styles from "./scanner.module.css";

/** A loyalty program's members at the counter: read a card, credit the visit, redeem an offer. */
export function MemberScanner({ program, t }: { program: ScannerProgram; t: ScannerMessages }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
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

  function scanNext() {
    reset();
    headingRef.current?.focus();
  }

  return (
    <>
      <PromotionBanner program={program} t={t} />
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
  );
}
