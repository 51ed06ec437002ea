"use client";

import { useRef, useState } from "react";
import { type DownloadProgress, downloadWithProgress, saveFile } from "@/components/api/download";
import { useApiMessages } from "@/components/api/i18n/messages";
import { formatFileSize } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import { memberProblemText } from "@/components/members/error-text";
import { useMemberMessages } from "@/components/members/i18n/messages";
import styles from "@/components/members/members.module.css";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type State =
  | { kind: "idle" }
  | { kind: "exporting"; progress: DownloadProgress }
  | { kind: "saved"; fileName: string; bytes: number }
  | { kind: "failed"; message: string };

/**
 * The program's members as a CSV file, fetched through the typed client so the page shows how much has
 * arrived (the export streams: its size is not known ahead). The button keeps focus throughout; the progress
 * and the outcome are announced beside it.
 */
export function ExportMembersButton({ programId }: { programId: string }) {
  const messages = useMemberMessages();
  const t = messages.list;
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const [state, setState] = useState<State>({ kind: "idle" });
  const isExporting = useRef(false);
  const size = (bytes: number) => formatFileSize(bytes, language);

  async function exportCsv() {
    if (isExporting.current) return;
    isExporting.current = true;
    setState({ kind: "exporting", progress: { receivedBytes: 0, totalBytes: null } });
    const result = await downloadWithProgress("/v2/loyalty/programs/{programId}/members/export", {
      params: { path: { programId } },
      fallbackName: "members.csv",
      onProgress: (progress) => setState({ kind: "exporting", progress }),
    });
    isExporting.current = false;
    if (!result.ok) {
      setState({ kind: "failed", message: memberProblemText(result.problem, messages, api) });
      return;
    }
    saveFile(result.data);
    setState({ kind: "saved", fileName: result.data.fileName, bytes: result.data.blob.size });
  }

  const isBusy = state.kind === "exporting";
  return (
    // `display: contents`: the button sits in the header's row of actions, the outcome on a line of its own.
    <div className={styles.exportAction}>
      {/* Not disabled while busy (aria-disabled instead), so focus stays on it for the next step. */}
      <Button
        variant="secondary"
        className={styles.wrappingButton}
        aria-disabled={isBusy || undefined}
        aria-busy={isBusy || undefined}
        onClick={() => void exportCsv()}
      >
        {isBusy && <span className="spinner" aria-hidden="true" />}
        {t.exportCsv}
      </Button>
      {/* One live region, there before its words: the start and the end are read out, the growing size only shown. */}
      <p
        role="status"
        className={state.kind === "idle" || state.kind === "failed" ? "visually-hidden" : styles.exportStatus}
      >
        {state.kind === "exporting" && (
          <>
            {t.exportStarted}{" "}
            <span aria-hidden="true">{t.exportedSoFar(size(state.progress.receivedBytes))}</span>
          </>
        )}
        {state.kind === "saved" && t.exported(state.fileName, size(state.bytes))}
      </p>
      {state.kind === "failed" && (
        <div role="alert" className={styles.exportStatus}>
          <Alert tone="error">{state.message}</Alert>
        </div>
      )}
    </div>
  );
}
