"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiClient, callApi } from "@/components/api/client";
import {
  markRefused,
  onQueueChange,
  type QueuedScan,
  queuedScans,
  removeQueuedScan,
} from "@/components/scanner/offline/scan-queue";
import { retryDelaySeconds, type SendOutcome, sendQueued } from "@/components/scanner/offline/send-queued";

/** One sender at a time for this browser, across its tabs (Web Locks); the keys make a double send safe anyway. */
const LOCK = "loyaltypass-scan-queue";

/** Whether the browser knows it has no network: a scan is then queued rather than sent. */
export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

async function sendScan({ programId, key, body }: QueuedScan): Promise<SendOutcome> {
  const result = await callApi(
    apiClient.POST("/v2/loyalty/programs/{programId}/scans", {
      params: { path: { programId }, header: { "Idempotency-Key": key } },
      body,
    }),
  );
  return result.ok ? { ok: true } : { ok: false, problem: result.problem };
}

const sendRound = async () =>
  sendQueued({ scans: await queuedScans(), send: sendScan, remove: removeQueuedScan, refuse: markRefused });

/**
 * The device's queue of scans taken offline: what waits, what the server refused, and a sender that runs when the
 * page opens, when a scan is queued, when the network returns, and again after a wait while a round had to stop.
 */
export function useScanQueue() {
  const [scans, setScans] = useState<QueuedScan[]>([]);
  const [isOnline, setIsOnline] = useState(true);
  /** How many the last round that emptied the queue sent (for "All 3 waiting scans were sent."). */
  const [sentCount, setSentCount] = useState(0);
  const isSending = useRef(false);
  const isAgain = useRef(false);
  const failedRounds = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(async () => setScans(await queuedScans()), []);

  const send = useCallback(async () => {
    if (isSending.current) {
      isAgain.current = true; // a scan queued during a round is sent right after it
      return;
    }
    if (isOffline()) return;
    isSending.current = true;
    clearTimeout(retryTimer.current);
    let sent = 0;
    try {
      do {
        isAgain.current = false;
        const report = await (navigator.locks ? navigator.locks.request(LOCK, sendRound) : sendRound());
        sent += report.sent;
        if (report.waitingFor) {
          const seconds = retryDelaySeconds(report.waitingFor, failedRounds.current++);
          retryTimer.current = setTimeout(() => void send(), seconds * 1000);
          break;
        }
        failedRounds.current = 0;
      } while (isAgain.current);
    } catch {
      // IndexedDB unavailable (a private window may refuse it): nothing was queued, so nothing waits.
    } finally {
      isSending.current = false;
    }
    const left = await queuedScans().catch(() => []);
    if (sent > 0 && !left.some((scan) => !scan.problem)) setSentCount(sent);
  }, []);

  useEffect(() => {
    const update = () => {
      setIsOnline(!isOffline());
      void send();
    };
    update();
    void reload().catch(() => {});
    // A scan queued (or sent, or dismissed) on this page: show it, and send it if the network is there.
    const stop = onQueueChange(() => {
      void reload();
      void send();
    });
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      stop();
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      clearTimeout(retryTimer.current);
    };
  }, [reload, send]);

  const dismiss = useCallback((key: string) => removeQueuedScan(key), []);

  return {
    waiting: scans.filter((scan) => !scan.problem),
    refused: scans.filter((scan) => scan.problem),
    isOnline,
    sentCount,
    dismiss,
  };
}
