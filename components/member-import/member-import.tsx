"use client";

import { useEffect, useRef, useState } from "react";
import { problemText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import { formatCount } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import {
  autoMapping,
  type ColumnTarget,
  type ImportProgram,
} from "@/components/member-import/column-mapping";
import { FileStep } from "@/components/member-import/file-step";
import { useMemberImportMessages } from "@/components/member-import/i18n/messages";
import { ImportProgress } from "@/components/member-import/import-progress";
import { ImportReport } from "@/components/member-import/import-report";
import { MappingStep } from "@/components/member-import/mapping-step";
import styles from "@/components/member-import/member-import.module.css";
import type { CsvTable } from "@/components/member-import/read-csv";
import { countOutcomes } from "@/components/member-import/report";
import { importRowOf } from "@/components/member-import/row-values";
import { useImportRun } from "@/components/member-import/use-import-run";
import { NoticeRegion, useNotice } from "@/components/ui/notice";

/**
 * The import, in the browser (decision 019): read a CSV file, match its columns to member fields, check the
 * first rows, send every row in batches with progress, and end with a per-row report to download. Each step's
 * outcome is announced in the notice region, which takes focus as the page changes under it.
 */
export function MemberImport({ program }: { program: ImportProgram }) {
  const t = useMemberImportMessages();
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const { notice, show, clear } = useNotice();
  const [table, setTable] = useState<CsvTable | null>(null);
  const [mapping, setMapping] = useState<ColumnTarget[]>([]);
  const { state, start, cancel, reset } = useImportRun(program.id);
  const announcedEnd = useRef<unknown>(null);
  const [isReturning, setIsReturning] = useState(false);

  const onRead = (read: CsvTable) => {
    setTable(read);
    setMapping(autoMapping(read.headers, program));
    show("success", t.file.read(read.fileName, formatCount(read.rows.length, language)));
  };
  const chooseAnother = () => {
    clear();
    reset();
    setTable(null);
    setIsReturning(true);
  };
  const startImport = () => {
    if (!table) return;
    clear();
    void start(table.rows.map((row) => importRowOf(row.cells, mapping, program)));
  };

  useEffect(() => {
    if (state.phase !== "done" || announcedEnd.current === state) return;
    announcedEnd.current = state;
    const created = formatCount(countOutcomes(state.outcomes).created, language);
    if (state.ending === "failed" && state.problem)
      show("error", t.report.failed(problemText(state.problem, api)));
    else show("success", state.ending === "stopped" ? t.report.stopped(created) : t.report.finished(created));
  }, [state, show, t, api, language]);

  return (
    <div className={styles.steps}>
      <NoticeRegion notice={notice} />
      {!table && <FileStep t={t} language={language} onRead={onRead} isReturning={isReturning} />}
      {table && state.phase === "idle" && (
        <MappingStep
          table={table}
          mapping={mapping}
          onMappingChange={setMapping}
          program={program}
          onStart={startImport}
          onChooseAnother={chooseAnother}
          t={t}
          api={api}
          language={language}
        />
      )}
      {state.phase === "running" && (
        <ImportProgress
          sent={state.sent}
          total={state.total}
          isCancelling={state.isCancelling}
          isRetrying={state.isRetrying}
          onCancel={cancel}
          t={t}
          language={language}
        />
      )}
      {table && state.phase === "done" && (
        <ImportReport
          table={table}
          outcomes={state.outcomes}
          program={program}
          onAgain={chooseAnother}
          t={t}
          api={api}
          language={language}
        />
      )}
    </div>
  );
}
