"use client";

import { type RefObject, useId } from "react";
import { useForm } from "react-hook-form";
import type { ScannerMessages } from "@/components/scanner/i18n/en";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { MEMBER_LIMITS, scanSchema } from "@/lib/schemas/member";
import styles from "./scanner.module.css";

// The scan's own schema (POST …/scans), a field at a time: what the form refuses, the API would too.
const numberSchema = scanSchema.pick({ memberNumber: true });
const amountSchema = scanSchema.pick({ points: true });
const checkNumber = typedZodResolver(numberSchema);
const checkAmount = typedZodResolver(amountSchema);

type NumberValues = { memberNumber: string };
type AmountValues = { points: string };

/** The typed path: the number printed under the card's code, for a card the camera cannot read. */
export function MemberNumberForm({
  isDisabled,
  inputRef,
  onSubmit,
  t,
}: {
  isDisabled: boolean;
  /** The page puts focus back here after each typed scan, so a keyboard-wedge scanner can type the next card. */
  inputRef?: RefObject<HTMLInputElement | null>;
  onSubmit: (memberNumber: string) => void;
  t: ScannerMessages;
}) {
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<NumberValues>({
    defaultValues: { memberNumber: "" },
    // Spaces around a typed number are not part of it (the scan session trims them too).
    resolver: (values, context, options) =>
      checkNumber({ memberNumber: values.memberNumber.trim() } as never, context, options as never) as never,
  });

  const memberNumberField = register("memberNumber");

  const submit = handleSubmit(({ memberNumber }) => {
    onSubmit(memberNumber);
    reset({ memberNumber: "" });
  });

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.manual.title}
      </h2>
      <Field
        id={`${id}-number`}
        label={t.manual.label}
        hint={t.manual.hint}
        error={formState.errors.memberNumber && t.manual.required}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            {...memberNumberField}
            ref={(element) => {
              memberNumberField.ref(element);
              if (inputRef) inputRef.current = element;
            }}
            className="input"
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
  const { register, handleSubmit, formState } = useForm<AmountValues, unknown, { points: number }>({
    defaultValues: { points: "" },
    // The field is required here, though the API's `points` may be left out on other programs.
    resolver: (values, context, options) =>
      checkAmount({ points: values.points.trim() } as never, context, options as never) as never,
  });

  return (
    <form
      className={styles.panel}
      onSubmit={handleSubmit(({ points }) => onSubmit(points))}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.amount.title}
      </h2>
      <p>{t.amount.prompt(memberNumber)}</p>
      <Field
        id={`${id}-points`}
        label={t.amount.label}
        hint={t.amount.hint(min, max)}
        error={formState.errors.points && t.amount.invalid(min, max)}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            {...register("points")}
            className="input"
            inputMode="numeric"
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
