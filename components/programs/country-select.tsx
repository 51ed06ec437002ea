"use client";

import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { SelectControl } from "@/components/programs/form-controls";
import { PROGRAM_MESSAGES } from "@/components/programs/i18n/messages";
import { countryOptions } from "@/components/signup/country-options";
import { isCountryCode } from "@/lib/schemas/countries";
import type { ProgramFormValues } from "@/lib/schemas/program";

/**
 * ISO 3166-1 codes by name, named and sorted in the page's language. A value stored earlier that is not a code
 * (the API accepts free text) stays selectable, so opening and saving a program never drops it.
 */
export function CountrySelect() {
  const { language } = useLanguageChoice();
  const t = useMessages(PROGRAM_MESSAGES);
  const s = t.sections.identity;
  const { getValues } = useFormContext<ProgramFormValues>();
  const stored = getValues("country");
  const options = useMemo(() => {
    const known = countryOptions(language).map(({ code, name }) => ({
      value: code,
      label: `${name} (${code})`,
    }));
    return stored && !isCountryCode(stored)
      ? [{ value: stored, label: s.notACountryCode(stored) }, ...known]
      : known;
  }, [stored, language, s]);
  return (
    <SelectControl
      name="country"
      label={t.fields.country}
      options={options}
      emptyLabel={s.countryNotSet}
      hint={s.countryHint}
    />
  );
}
