"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { formatCount } from "@/components/i18n/format";
import type { MemberImportMessages } from "@/components/member-import/i18n/en";
import styles from "@/components/member-import/member-import.module.css";
import { type CsvProblem, type CsvTable, readCsvFile } from "@/components/member-import/read-csv";
import { Button } from "@/components/ui/button";
import type { Language } from "@/lib/i18n/language";
import { MEMBER_IMPORT_LIMITS } from "@/lib/schemas/member-import";

type FileStepProps = {
  t: MemberImportMessages;
  language: Language;
  onRead: (table: CsvTable) => void;
  /** Coming back from a report ("Import another file"): the choose button takes focus. */
  isReturning: boolean;
};

function problemText(problem: CsvProblem, t: MemberImportMessages, language: Language) {
  const { problems } = t.file;
  if (problem === "tooLarge") return problems.tooLarge(`${MEMBER_IMPORT_LIMITS.fileBytes / 1024 / 1024} MB`);
  if (problem === "tooManyRows")
    return problems.tooManyRows(formatCount(MEMBER_IMPORT_LIMITS.fileRows, language));
  return problems[problem];
}

/**
 * Step 1: a CSV file, dropped or chosen with the button (the one control, so keyboard and screen reader users
 * have a plain button), read in the browser. A file that cannot be imported says why, at the button.
 */
export function FileStep({ t, language, onRead, isReturning }: FileStepProps) {
  const id = useId();
  const chooseButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isReturning) chooseButton.current?.focus();
  }, [isReturning]);
  const [isReading, setIsReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const read = async (file: File) => {
    setIsReading(true);
    setProblem(null);
    const result = await readCsvFile(file);
    setIsReading(false);
    if (result.ok) onRead(result.table);
    else setProblem(problemText(result.problem, t, language));
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: isReading,
    // Any file is read: the browser's idea of a CSV's type varies (text/csv, application/vnd.ms-excel, none).
    onDrop: ([file]) => file && read(file),
  });

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.file.title}</h2>
      <p id={`${id}-hint`} className="muted">
        {t.file.hint}
      </p>
      <div
        {...getRootProps({
          className: [styles.dropZone, isDragActive && styles.dropZoneActive].filter(Boolean).join(" "),
        })}
      >
        {/* Reached by the button below (tabIndex -1); named in the page's language, not react-dropzone's. */}
        <input {...getInputProps({ accept: ".csv,.txt,text/csv", "aria-label": t.file.input })} />
        <span>{isDragActive ? t.file.dropActive : t.file.drop}</span>
        <Button
          ref={chooseButton}
          variant="secondary"
          onClick={open}
          isBusy={isReading}
          aria-describedby={[`${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ")}
        >
          {t.file.choose}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
