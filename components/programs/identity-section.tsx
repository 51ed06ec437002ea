"use client";

import { useWatch } from "react-hook-form";
import { kindOf } from "@/components/programs/builder-tabs";
import { CountrySelect } from "@/components/programs/country-select";
import { optionsOf, SelectControl, TextControl } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { FormSection } from "@/components/ui/form-section";
import {
  BARCODE_FORMATS,
  PROGRAM_SCHEMAS,
  PROGRAM_TYPES,
  type ProgramFormValues,
  programUsesField,
} from "@/lib/schemas/program";

export function IdentitySection() {
  const t = useProgramMessages();
  const s = t.sections.identity;
  const L = t.fields;
  const [programType, schema] = useWatch<ProgramFormValues, ["programType", "schema"]>({
    name: ["programType", "schema"],
  });
  // A gift card has no members to progress: its schema means nothing.
  const hasSchema = programUsesField(kindOf({ programType, schema }), "schema");
  return (
    <FormSection id="section-identity" title={s.title} description={s.description}>
      <div className="form-grid">
        <TextControl name="name" label={L.name} isRequired hint={s.nameHint} />
        <TextControl
          name="passTypeIdentifier"
          label={L.passTypeIdentifier}
          isRequired
          hint={
            <>
              {s.passTypeHint.before}
              <code>pass.</code>
              {s.passTypeHint.between}
              <code>pass.com.example.loyalty</code>
              {s.passTypeHint.after}
            </>
          }
        />
        <SelectControl
          name="programType"
          label={L.programType}
          options={optionsOf(t.options.types, PROGRAM_TYPES)}
          hint={s.programTypeHint}
        />
        {hasSchema && (
          <SelectControl
            name="schema"
            label={L.schema}
            options={optionsOf(t.options.schemas, PROGRAM_SCHEMAS)}
            hint={s.schemaHint}
          />
        )}
        <TextControl name="description" label={L.description} isMultiline className="span-all" />
        <TextControl name="language" label={L.language} hint={s.languageHint} />
        <CountrySelect />
        <SelectControl
          name="barcodeFormat"
          label={L.barcodeFormat}
          options={optionsOf(t.options.barcodeFormats, BARCODE_FORMATS)}
          hint={s.barcodeHint}
        />
        <TextControl name="timeZone" label={L.timeZone} hint={s.timeZoneHint} />
      </div>
    </FormSection>
  );
}
