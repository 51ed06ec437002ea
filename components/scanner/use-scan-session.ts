"use client";

import { useEffect, useRef, useState } from "react";
import { apiClient, callApi } from "@/components/api/client";
import { useApiMessages } from "@/components/api/i18n/messages";
import type { components } from "@/components/api/v2";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import { useCounterLocationId, withCounterLocation } from "@/components/scanner/location/counter-location";
import { OFFLINE_SCANNER_MESSAGES } from "@/components/scanner/offline/i18n/messages";
import { queueScan } from "@/components/scanner/offline/scan-queue";
import { isOffline } from "@/components/scanner/offline/use-scan-queue";
import type { ScannerOffer } from "@/components/scanner/redeemable-offers";
import { isRetryable, newIdempotencyKey, scanProblemText } from "@/components/scanner/scan-problem";
import { useNotice } from "@/components/ui/notice";
import { displayNameOf } from "@/lib/members/display-name";

/** What a scan session needs of its program. */
export type SessionProgram = { id: string; dynamicScanPoints: boolean; pointName: string | null };

type Member = components["schemas"]["Member"];
/**
 * One scan as sent: the same key (and location) when it is sent again, so a repeat never credits twice. Without a
 * `locationId` it is taken at the counter's location when sent.
 */
export type PendingScan = {
  memberNumber: string;
  key: string;
  points: number | null;
  locationId?: string | null;
};
export type ScanPhase =
  | { name: "ready" }
  | { name: "amount"; memberNumber: string; key: string }
  | { name: "sending"; scan: PendingScan }
  | { name: "result"; member: Member; offers: ScannerOffer[] | null }
  | { name: "problem"; retry: PendingScan | null };

const nameOf = (member: Member) => displayNameOf(member, member.memberNumber);

/** Whether a read starts a scan now: typed numbers also replace a shown result or problem (the next customer). */
export const canRead = (phase: ScanPhase, isTyped: boolean) =>
  phase.name === "ready" || (isTyped && (phase.name === "result" || phase.name === "problem"));

/**
 * The counter's loop for one program: a read (camera or typed) → the amount when the program asks for one → the
 * scan → the result with its offers, or a problem → `reset` for the next card. Every answer is a notice.
 */
export function useScanSession(program: SessionProgram, t: ScannerMessages) {
  const api = useApiMessages();
  const offline = useMessages(OFFLINE_SCANNER_MESSAGES);
  const { language } = useLanguageChoice();
  // The counter's own clock: "allowed from 14:05" as the cashier reads the time.
  const localTime = (isoDateTime: string) =>
    new Intl.DateTimeFormat(language, { timeStyle: "short" }).format(new Date(isoDateTime));
  const locationId = useCounterLocationId();
  const [phase, setPhase] = useState<ScanPhase>({ name: "ready" });
  const [redeeming, setRedeeming] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();
  // An answer that arrives after the counter switched programs belongs to no one on screen.
  const currentProgram = useRef(program.id);
  const isCurrent = (programId: string) => currentProgram.current === programId;

  useEffect(() => {
    currentProgram.current = program.id;
    setPhase({ name: "ready" });
    setRedeeming(null);
    clear();
  }, [program.id, clear]);

  async function send(pending: PendingScan) {
    // A retry keeps the location it was first sent with: the same key with another body would be refused.
    const scan = {
      ...pending,
      locationId: pending.locationId === undefined ? locationId : pending.locationId,
    };
    const { id: programId, pointName } = program;
    const body = withCounterLocation(
      { memberNumber: scan.memberNumber, ...(scan.points !== null && { points: scan.points }) },
      scan.locationId,
    );
    // Without a network the scan waits on this device with its key (components/scanner/offline, decision 054).
    const queued = () =>
      queueScan({ key: scan.key, programId, body, takenAt: Date.now() }).then(
        () => true,
        () => false, // IndexedDB refused (some private windows): the scan is sent, and fails, as before
      );
    if (isOffline() && (await queued())) return showQueued(scan);
    setPhase({ name: "sending", scan });
    const path = { programId };
    const [scanned, offers] = await Promise.all([
      callApi(
        apiClient.POST("/v2/loyalty/programs/{programId}/scans", {
          params: { path, header: { "Idempotency-Key": scan.key } },
          body,
        }),
      ),
      callApi(apiClient.GET("/v2/loyalty/programs/{programId}/offers", { params: { path } })),
    ]);
    if (!isCurrent(programId)) return;
    // The network went while the scan was under way: it may have arrived, so the queue repeats it with its key.
    if (!scanned.ok && isOffline() && (await queued())) return showQueued(scan);
    if (!scanned.ok) {
      setPhase({ name: "problem", retry: isRetryable(scanned.problem) ? scan : null });
      show("error", `${t.problems.title}: ${scanProblemText(scanned.problem, t, api, localTime)}`);
      return;
    }
    const { member, entry } = scanned.data;
    setPhase({ name: "result", member, offers: offers.ok ? offers.data.items : null });
    const credited = t.result.credited(nameOf(member), entry.points, pointName);
    show("success", `${credited} ${t.result.balanceNow(member.points, pointName)}`);
  }

  function showQueued(scan: PendingScan) {
    setPhase({ name: "ready" });
    show("info", offline.queued(scan.memberNumber));
  }

  /** A read from the camera (only while ready) or typed: a keyboard-wedge scanner types the next card over a result. */
  function read(value: string, { isTyped = false }: { isTyped?: boolean } = {}) {
    const memberNumber = value.trim();
    if (!memberNumber || redeeming || !canRead(phase, isTyped)) return;
    const key = newIdempotencyKey();
    clear();
    if (program.dynamicScanPoints) setPhase({ name: "amount", memberNumber, key });
    else void send({ memberNumber, key, points: null });
  }

  async function redeem(offer: ScannerOffer) {
    if (phase.name !== "result" || redeeming) return;
    const { id: programId, pointName } = program;
    setRedeeming(offer.id);
    const outcome = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/offers/{offerId}/redemptions", {
        params: {
          path: { programId, offerId: offer.id },
          header: { "Idempotency-Key": newIdempotencyKey() },
        },
        body: withCounterLocation({ memberId: phase.member.id }, locationId),
      }),
    );
    if (!isCurrent(programId)) return;
    setRedeeming(null);
    if (!outcome.ok) return show("error", scanProblemText(outcome.problem, t, api), offer.id);
    const points = outcome.data.entry?.balanceAfter ?? phase.member.points;
    setPhase({ ...phase, member: { ...phase.member, points } });
    show("success", t.result.redeemed(offer.name, points, pointName), offer.id);
  }

  function reset() {
    clear();
    setPhase({ name: "ready" });
  }

  return { phase, redeeming, notice, read, send, redeem, reset };
}
