"use client";

import type { FocusEvent, ReactNode } from "react";
import { type FieldPath, get, useFormContext } from "react-hook-form";
import { fieldId } from "@/components/programs/field-labels";
import { firstErrorMessage } from "@/components/programs/form-errors";
import { CheckboxField, Field } from "@/components/ui/field";
import type { ProgramFormValues } from "@/lib/schemas/program";

export type ProgramFieldName = FieldPath<ProgramFormValues>;

type ControlBase = { name: ProgramFieldName; label: string; hint?: ReactNode; className?: string };

/** An empty optional input means "not set": the API gets null, never "". */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const toNumberOrNull = (value: unknown) => {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "number" ? value : Number(value);
};

export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<ProgramFormValues>();
  return firstErrorMessage(get(errors, name));
}

/**
 * Focus scrolls a textarea only as far as its caret (Chromium), which leaves the rest of the box behind the sticky
 * save bar; this scrolls the whole box into view, above the bar (scroll-padding-bottom, WCAG 2.2 SC 2.4.11).
 */
const showWholeBox = (event: FocusEvent<HTMLTextAreaElement>) =>
  event.currentTarget.scrollIntoView({ block: "nearest" });

type TextControlProps = ControlBase & {
  isRequired?: boolean;
  type?: "text" | "email" | "url" | "tel";
  isMultiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
};

export function TextControl({
  name,
  label,
  hint,
  className,
  isRequired = false,
  type = "text",
  isMultiline,
  autoComplete,
  placeholder,
}: TextControlProps) {
  const { register } = useFormContext<ProgramFormValues>();
  const error = useFieldError(name);
  const registration = register(name, isRequired ? {} : { setValueAs: emptyToNull });
  return (
    <Field
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
    >
      {(control) =>
        isMultiline ? (
          <textarea
            {...control}
            {...registration}
            className="textarea"
            rows={3}
            placeholder={placeholder}
            onFocus={showWholeBox}
          />
        ) : (
          <input
            {...control}
            {...registration}
            className="input"
            type={type}
            autoComplete={autoComplete ?? "off"}
            placeholder={placeholder}
            aria-required={isRequired || undefined}
          />
        )
      }
    </Field>
  );
}

type NumberControlProps = ControlBase & { min?: number; max?: number; isRequired?: boolean };

export function NumberControl({
  name,
  label,
  hint,
  className,
  min = 0,
  max,
  isRequired = false,
}: NumberControlProps) {
  const { register } = useFormContext<ProgramFormValues>();
  const error = useFieldError(name);
  return (
    <Field
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          {...register(name, { setValueAs: toNumberOrNull })}
          className="input"
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
          aria-required={isRequired || undefined}
        />
      )}
    </Field>
  );
}

type SelectControlProps = ControlBase & {
  options: { value: string; label: string }[];
  /** Adds a first "not set" choice that is sent as null. */
  emptyLabel?: string;
};

export function SelectControl({ name, label, hint, className, options, emptyLabel }: SelectControlProps) {
  const { register } = useFormContext<ProgramFormValues>();
  const error = useFieldError(name);
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} {...register(name, { setValueAs: emptyToNull })} className="select">
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxControl({ name, label, hint, className }: ControlBase) {
  const { register } = useFormContext<ProgramFormValues>();
  const error = useFieldError(name);
  return (
    <CheckboxField id={fieldId(name)} label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...register(name)} type="checkbox" />}
    </CheckboxField>
  );
}

export function optionsOf<K extends string>(labels: Record<K, string>, values: readonly K[]) {
  return values.map((value) => ({ value, label: labels[value] }));
}
