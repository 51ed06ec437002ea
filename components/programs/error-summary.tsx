"use client";

import type { Ref } from "react";
import { fieldId, fieldLabel } from "@/components/programs/field-labels";
import type { FieldIssue } from "@/components/programs/form-errors";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";

type ErrorSummaryProps = {
  issues: FieldIssue[];
  /** Shows a field (opening its tab) and focuses it. */
  onReveal: (name: string) => void;
  ref?: Ref<HTMLDivElement>;
};

/** The form's error list: announced when it appears, each field error linked to its field. */
export function ErrorSummary({ issues, onReveal, ref }: ErrorSummaryProps) {
  const t = useProgramMessages();
  return (
    <div ref={ref} tabIndex={-1} aria-live="assertive" aria-atomic="true" className="live-slot">
      {issues.length > 0 && (
        <div className="alert alert--error">
          <p className="alert__title">{t.summary.problems(issues.length)}</p>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.name}:${issue.message}`}>
                {issue.name ? (
                  <a
                    href={`#${fieldId(issue.name)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onReveal(issue.name);
                    }}
                  >
                    {fieldLabel(issue.name, t)}: {issue.message}
                  </a>
                ) : (
                  issue.message
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
