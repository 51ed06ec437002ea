"use client";

import { useEffect, useId, useRef, useState } from "react";
import { apiClient, callApi } from "@/components/api/client";
import { useApiMessages } from "@/components/api/i18n/messages";
import type { components } from "@/components/api/v2";
import { useMessages } from "@/components/i18n/language-context";
import { CameraScanner } from "@/components/scanner/camera-scanner";
import { SCANNER_MESSAGES } from "@/components/scanner/i18n/messages";
import { NotBrowserProgram } from "@/components/scanner/not-browser-program";
import { redeemableOffers, type ScannerOffer } from "@/components/scanner/redeemable-offers";
import { AmountForm, MemberNumberForm } from "@/components/scanner/scan-forms";
import { isRetryable, newIdempotencyKey, scanProblemText } from "@/components/scanner/scan-problem";
import { ScanResult } from "@/components/scanner/scan-result";
import { Button } from "@/components/ui/button";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import styles from "./scanner.module.css";

/** What the scanner needs of a program (the page reads it on the server). */
export type ScannerProgram = {
  id: string;
  name: string;
  scannerType: string | null;
  dynamicScanPoints: boolean;
  isArchived: boolean;
  /** The program's own word for points (`customPointsName`), else null. */
  pointName: string | null;
};

type Member = components["schemas"]["Member"];
/** One scan as sent: the same key when it is sent again, so a repeat never credits twice. */
type PendingScan = { memberNumber: string; key: string; points: number | null };
type Phase =
  | { name: "ready" }
  | { name: "amount"; memberNumber: string; key: string }
  | { name: "sending"; scan: PendingScan }
  | { name: "result"; member: Member; offers: ScannerOffer[] | null }
  | { name: "problem"; retry: PendingScan | null };

const PROGRAM_KEY = "scanner.programId";

export function Scanner({ programs }: { programs: ScannerProgram[] }) {
  const t = useMessages(SCANNER_MESSAGES);
  const api = useApiMessages();
  const id = useId();
  const [programId, setProgramId] = useState(programs[0]?.id ?? "");
  const [phase, setPhase] = useState<Phase>({ name: "ready" });
  const [redeeming, setRedeeming] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const program = programs.find((candidate) => candidate.id === programId) ?? programs[0];

  // The last program chosen on this device (read after hydration: the server cannot know it).
  useEffect(() => {
    try {
      const remembered = localStorage.getItem(PROGRAM_KEY);
      if (remembered && programs.some((candidate) => candidate.id === remembered)) setProgramId(remembered);
    } catch {}
  }, [programs]);

  if (!program) return null;
  const canScan = program.scannerType === "Browser";

  function chooseProgram(next: string) {
    setProgramId(next);
    setPhase({ name: "ready" });
    clear();
    try {
      localStorage.setItem(PROGRAM_KEY, next);
    } catch {}
  }

  async function send(scan: PendingScan) {
    if (!program) return;
    setPhase({ name: "sending", scan });
    const path = { programId: program.id };
    const [scanned, offers] = await Promise.all([
      callApi(
        apiClient.POST("/v2/loyalty/programs/{programId}/scans", {
          params: { path, header: { "Idempotency-Key": scan.key } },
          body: { memberNumber: scan.memberNumber, ...(scan.points !== null && { points: scan.points }) },
        }),
      ),
      callApi(apiClient.GET("/v2/loyalty/programs/{programId}/offers", { params: { path } })),
    ]);
    if (!scanned.ok) {
      const text = scanProblemText(scanned.problem, t, api);
      setPhase({ name: "problem", retry: isRetryable(scanned.problem) ? scan : null });
      show("error", `${t.problems.title}: ${text}`);
      return;
    }
    const { member, entry } = scanned.data;
    setPhase({ name: "result", member, offers: offers.ok ? offers.data.items : null });
    const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || member.memberNumber;
    show(
      "success",
      `${t.result.credited(name, entry.points, program.pointName)} ${t.result.balanceNow(member.points, program.pointName)}`,
    );
  }

  function read(value: string) {
    if (phase.name !== "ready") return;
    const memberNumber = value.trim();
    if (!memberNumber || !program) return;
    const key = newIdempotencyKey();
    clear();
    if (program.dynamicScanPoints) setPhase({ name: "amount", memberNumber, key });
    else void send({ memberNumber, key, points: null });
  }

  async function redeem(offer: ScannerOffer) {
    if (phase.name !== "result" || !program) return;
    setRedeeming(offer.id);
    const outcome = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/offers/{offerId}/redemptions", {
        params: {
          path: { programId: program.id, offerId: offer.id },
          header: { "Idempotency-Key": newIdempotencyKey() },
        },
        body: { memberId: phase.member.id },
      }),
    );
    setRedeeming(null);
    if (!outcome.ok) {
      show("error", scanProblemText(outcome.problem, t, api), offer.id);
      return;
    }
    const points = outcome.data.entry?.balanceAfter ?? phase.member.points;
    setPhase({ ...phase, member: { ...phase.member, points } });
    show("success", t.result.redeemed(offer.name, points, program.pointName), offer.id);
  }

  function scanNext() {
    clear();
    setPhase({ name: "ready" });
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

      {!canScan ? (
        <NotBrowserProgram program={program} t={t} />
      ) : (
        <>
          {/* The answer first: on a phone it is what the counter reads next, above the camera. */}
          <NoticeRegion notice={notice} isPending={phase.name === "sending"} />

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
            <CameraScanner isPaused={phase.name !== "ready"} onRead={read} t={t} />
          </section>

          <MemberNumberForm isDisabled={phase.name !== "ready"} onSubmit={read} t={t} />
        </>
      )}
    </div>
  );
}
