"use client";

import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { countryOptions } from "./country-options";
import { fieldErrorText } from "./error-text";
import { useLanguage } from "./i18n/use-language";
import type { SignupFormInput } from "./signup-form-schema";

export function CompanyStep() {
  const { language, t } = useLanguage();
  const {
    register,
    formState: { errors },
  } = useFormContext<SignupFormInput>();
  const countries = useMemo(() => countryOptions(language), [language]);

  return (
    <>
      <Field id="signup-name" label={t.fields.name} error={fieldErrorText("name", errors.name, t)}>
        {(control) => <input {...control} {...register("name")} className="input" autoComplete="name" />}
      </Field>
      <Field
        id="signup-company"
        label={t.fields.company}
        error={fieldErrorText("company", errors.company, t)}
      >
        {(control) => (
          <input {...control} {...register("company")} className="input" autoComplete="organization" />
        )}
      </Field>
      <Field
        id="signup-country"
        label={t.fields.country}
        error={fieldErrorText("country", errors.country, t)}
      >
        {(control) => (
          <select {...control} {...register("country")} className="select" autoComplete="country">
            <option value="">{t.country.placeholder}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
