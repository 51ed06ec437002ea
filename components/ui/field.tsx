import type { ReactNode } from "react";
import { RequiredMark } from "@/components/ui/required-mark";

/** Props to spread on the control a Field labels, so label, hint and error stay wired together. */
export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

export function describedBy({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string;
}): ControlProps {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { id, ...(error && { "aria-invalid": true }), ...(ids && { "aria-describedby": ids }) };
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="field__hint">
      {hint}
    </p>
  );
}

export function Field({ id, label, hint, error, isRequired = false, className, children }: FieldProps) {
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className="field__label">
        {label}
        {isRequired && <RequiredMark />}
      </label>
      {children(describedBy({ id, hint, error }))}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

type CheckboxFieldProps = Omit<FieldProps, "isRequired" | "children"> & {
  children: (control: ControlProps) => ReactNode;
};

/** A checkbox with its label beside it; the hint and error sit underneath. */
export function CheckboxField({ id, label, hint, error, className, children }: CheckboxFieldProps) {
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <div className="checkbox">
        {children(describedBy({ id, hint, error }))}
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
