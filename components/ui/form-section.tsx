import type { ReactNode } from "react";

type FormSectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** A fieldset whose legend names the group for screen readers and sighted users alike. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <fieldset className="form-section">
      <legend>{title}</legend>
      {description && <p className="form-section__description">{description}</p>}
      <div className="form-section__body">{children}</div>
    </fieldset>
  );
}
