"use client";

import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { PROGRAM_FIELD_LABELS as L } from "@/components/programs/field-labels";
import { SelectControl } from "@/components/programs/form-controls";
import { countryOptions } from "@/components/signup/country-options";
import { isCountryCode } from "@/lib/schemas/countries";
import type { ProgramFormValues } from "@/lib/schemas/program";

/**
 * ISO 3166-1 codes by name. A value stored earlier that is not a code (the API accepts free text) stays
 * selectable, so opening and saving a program never drops it.
 */
export function CountrySelect() {
  const { getValues } = useFormContext<ProgramFormValues>();
  const stored = getValues("country");
  const options = useMemo(() => {
    const known = countryOptions("en").map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));
    return stored && !isCountryCode(stored)
      ? [{ value: stored, label: `${stored} (not a country code)` }, ...known]
      : known;
  }, [stored]);
  return (
    <SelectControl
      name="country"
      label={L.country}
      options={options}
      emptyLabel="Not set"
      hint="Where the program runs."
    />
  );
}
