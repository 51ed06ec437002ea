"use client";

import { useId } from "react";
import { type Accept, useDropzone } from "react-dropzone";
import { Button } from "@/components/ui/button";
import type { WalletMessages } from "@/components/wallet/i18n/messages";
import styles from "./wallet.module.css";

/**
 * One file of a form: drop it on the zone or choose it with the button (the zone's one control, so nothing
 * interactive is nested). The server judges the file; `accept` only narrows the picker.
 */
export function FileDrop({
  label,
  accept,
  file,
  onFile,
  error,
  t,
}: {
  label: string;
  accept: Accept;
  file: File | null;
  onFile: (file: File) => void;
  error?: string;
  t: WalletMessages["form"];
}) {
  const id = useId();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      const chosen = accepted[0] ?? rejected[0]?.file;
      if (chosen) onFile(chosen);
    },
  });
  return (
    <fieldset className={`field ${styles.fileField}`}>
      <legend className="field__label">{label}</legend>
      <div {...getRootProps({ className: `${styles.drop} ${isDragActive ? styles.dropActive : ""}` })}>
        <input {...getInputProps({ "aria-label": label })} />
        <Button
          size="small"
          variant="secondary"
          onClick={open}
          aria-label={`${label}: ${t.choose}`}
          aria-describedby={`${id}-chosen${error ? ` ${id}-error` : ""}`}
        >
          {t.choose}
        </Button>
        <span id={`${id}-chosen`} className={styles.chosen}>
          {isDragActive ? t.dropActive : file ? t.chosen(file.name) : t.noFile}
        </span>
        <span className={styles.muted} aria-hidden="true">
          {t.drop}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
