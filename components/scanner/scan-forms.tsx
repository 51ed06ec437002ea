"use client";

import { type FormEvent, useId, useState } from "react";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { MEMBER_LIMITS } from "@/lib/schemas/member";
import styles from "./scanner.module.css";

/** The typed path: the number printed under the card's QR code, for a card the camera cannot read. */
export function MemberNumberForm({
  isDisabled,
  onSubmit,
  t,
}: {
  isDisabled: boolean;
  onSubmit: (memberNumber: string) => void;
  t: ScannerMessages;
}) {
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setError(t.manual.required);
    setError(undefined);
    onSubmit(value);
    setValue("");
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.manual.title}
      </h2>
      <Field id={`${id}-number`} label={t.manual.label} hint={t.manual.hint} error={error} isRequired>
        {(control) => (
          <input
            {...control}
            className="input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={MEMBER_LIMITS.memberNumber}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </Field>
      <div className="form-actions">
        <Button type="submit" disabled={isDisabled}>
          {t.manual.submit}
        </Button>
      </div>
    </form>
  );
}

const { min, max } = MEMBER_LIMITS.scanPoints;

/** A `dynamicScanPoints` program: the counter says what this visit earns, within the API's bounds. */
export function AmountForm({
  memberNumber,
  onSubmit,
  onCancel,
  t,
}: {
  memberNumber: string;
  onSubmit: (points: number) => void;
  onCancel: () => void;
  t: ScannerMessages;
}) {
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const points = Number(value.trim());
    if (!/^\d+$/.test(value.trim()) || points < min || points > max)
      return setError(t.amount.invalid(min, max));
    onSubmit(points);
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.amount.title}
      </h2>
      <p>{t.amount.prompt(memberNumber)}</p>
      <Field
        id={`${id}-points`}
        label={t.amount.label}
        hint={t.amount.hint(min, max)}
        error={error}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the form appears because a card was just read; the amount is next
            autoFocus
          />
        )}
      </Field>
      <div className="form-actions">
        <Button type="submit">{t.amount.submit}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.amount.cancel}
        </Button>
      </div>
    </form>
  );
}
