"use client";

import { useId, useRef, useState } from "react";
import { useApiMessages } from "@/components/api/i18n/messages";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import { OFFLINE_SCANNER_MESSAGES } from "@/components/scanner/offline/i18n/messages";
import type { QueuedScan } from "@/components/scanner/offline/scan-queue";
import { useScanQueue } from "@/components/scanner/offline/use-scan-queue";
import { useScanWorker } from "@/components/scanner/offline/use-scan-worker";
import { scanProblemText } from "@/components/scanner/scan-problem";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import scannerStyles from "../scanner.module.css";
import styles from "./offline-scans.module.css";

/**
 * The scanner's offline part: says when there is no network and what still works, counts the scans waiting to be
 * sent (a live region), and lists the saved scans the server refused, each with its reason, to be dismissed.
 */
export function OfflineScans({
  programs,
  t,
}: {
  programs: { id: string; name: string }[];
  t: ScannerMessages;
}) {
  const id = useId();
  const o = useMessages(OFFLINE_SCANNER_MESSAGES);
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const { waiting, refused, isOnline, sentCount, dismiss } = useScanQueue();
  useScanWorker();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const time = (at: number | string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short" }).format(new Date(at));
  const programName = (programId: string) =>
    programs.find((program) => program.id === programId)?.name ?? o.refused.unknownProgram;
  const status =
    waiting.length > 0
      ? o.waiting(waiting.length)
      : dismissed
        ? o.refused.dismissed(dismissed)
        : sentCount > 0
          ? o.allSent(sentCount)
          : "";

  // The button goes with its scan: focus moves to the list's heading, or to the status when the list is gone.
  async function dismissScan(scan: QueuedScan) {
    await dismiss(scan.key);
    setDismissed(scan.body.memberNumber);
    (refused.length > 1 ? headingRef : statusRef).current?.focus();
  }

  return (
    <>
      {!isOnline && (
        <Alert tone="warning" title={o.offline.title}>
          <p>{o.offline.text}</p>
        </Alert>
      )}
      {/* Present before its text, so a screen reader hears "3 scans waiting to send" and "All 3 … were sent". */}
      <p role="status" ref={statusRef} tabIndex={-1} className="live-slot" data-testid="scan-queue-status">
        {status}
      </p>
      {refused.length > 0 && (
        <section aria-labelledby={`${id}-refused`} className={scannerStyles.panel}>
          <h2 id={`${id}-refused`} ref={headingRef} tabIndex={-1} className={scannerStyles.sectionTitle}>
            {o.refused.title}
          </h2>
          <p className="muted">{o.refused.lead}</p>
          <ul className={styles.list}>
            {refused.map((scan) => (
              <li key={scan.key} className={styles.scan}>
                <p>
                  <strong>
                    {o.refused.scan(scan.body.memberNumber, programName(scan.programId), time(scan.takenAt))}
                  </strong>
                </p>
                <p>{scan.problem && scanProblemText(scan.problem, t, api, time)}</p>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={o.refused.dismissLabel(scan.body.memberNumber)}
                  onClick={() => void dismissScan(scan)}
                >
                  {o.refused.dismiss}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
