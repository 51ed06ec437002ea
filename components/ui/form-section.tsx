import type { ReactNode } from "react";

type FormSectionProps = { title: string; description?: ReactNode; children: ReactNode; id?: string };

/** A fieldset whose legend names the group for screen readers and sighted users alike. */
export function FormSection({ title, description, children, id }: FormSectionProps) {
  return (
    <fieldset className="form-section" id={id}>
      <legend>{title}</legend>
      {description && <p className="form-section__description">{description}</p>}
      <div className="form-section__body">{children}</div>
    </fieldset>
  );
}
