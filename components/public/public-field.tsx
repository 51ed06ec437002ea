import type { ReactNode } from "react";

/** Props to spread on the control a field labels, so label, hint and error stay wired together. */
export type FieldControl = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type PublicFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shown after the label of a required field, e.g. "(required)". */
  requiredText?: string;
  isCheckbox?: boolean;
  children: (control: FieldControl) => ReactNode;
};

/**
 * One form field of the customer's pages: label, control, hint and error, the error read with the control
 * (`aria-describedby`). The dashboard's Field does the same, but with the dashboard's copy.
 */
export function PublicField({
  id,
  label,
  hint,
  error,
  requiredText,
  isCheckbox,
  children,
}: PublicFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const control: FieldControl = {
    id,
    ...(error && { "aria-invalid": true as const }),
    ...(describedBy && { "aria-describedby": describedBy }),
  };
  const labelElement = (
    <label htmlFor={id} className={isCheckbox ? undefined : "field__label"}>
      {label}
      {requiredText && <span className="field__optional"> {requiredText}</span>}
    </label>
  );
  return (
    <div className="field">
      {isCheckbox ? (
        <div className="checkbox">
          {children(control)}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children(control)}
        </>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
