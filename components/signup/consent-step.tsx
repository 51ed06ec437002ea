"use client";

import { Controller, useFormContext } from "react-hook-form";
import { CheckboxField } from "@/components/ui/field";
import { fieldErrorText } from "./error-text";
import { useLanguage } from "./i18n/use-language";
import styles from "./signup.module.css";
import type { SignupFormInput } from "./signup-form-schema";

const DOCUMENTS = [
  { field: "consent.tosAt", document: "terms" },
  { field: "consent.dpaAt", document: "dpa" },
  { field: "consent.privacyAt", document: "privacy" },
] as const;

/** Three separate boxes; each keeps the moment it was ticked, and unticking forgets it. */
export function ConsentStep() {
  const { t } = useLanguage();
  const { control } = useFormContext<SignupFormInput>();

  return (
    <div className={styles.consent}>
      {DOCUMENTS.map(({ field, document }) => {
        const copy = t.consent.documents[document];
        const label = (
          <>
            {copy.before}
            <a href={`/legal/${document}`} target="_blank" rel="noopener">
              {copy.link}
              <span className="visually-hidden"> {t.consent.newTab}</span>
            </a>
            {copy.after}
          </>
        );
        return (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: checkbox, fieldState }) => (
              <CheckboxField
                id={`signup-${document}`}
                label={label}
                error={fieldErrorText(field, fieldState.error, t)}
              >
                {(described) => (
                  <input
                    {...described}
                    ref={checkbox.ref}
                    name={checkbox.name}
                    type="checkbox"
                    checked={Boolean(checkbox.value)}
                    onBlur={checkbox.onBlur}
                    onChange={(event) =>
                      checkbox.onChange(event.target.checked ? new Date().toISOString() : "")
                    }
                  />
                )}
              </CheckboxField>
            )}
          />
        );
      })}
    </div>
  );
}
