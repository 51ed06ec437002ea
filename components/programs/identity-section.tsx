"use client";

import { CountrySelect } from "@/components/programs/country-select";
import { PROGRAM_FIELD_LABELS as L } from "@/components/programs/field-labels";
import { optionsOf, SelectControl, TextControl } from "@/components/programs/form-controls";
import { PROGRAM_SCHEMA_LABELS, PROGRAM_TYPE_LABELS } from "@/components/programs/labels";
import { FormSection } from "@/components/ui/form-section";
import { PROGRAM_SCHEMAS, PROGRAM_TYPES } from "@/lib/schemas/program";

export function IdentitySection() {
  return (
    <FormSection
      id="section-identity"
      title="Identity"
      description="What the program is called and how its passes are issued."
    >
      <div className="form-grid">
        <TextControl name="name" label={L.name} isRequired hint="Shown on the pass and in your dashboard." />
        <TextControl
          name="passTypeIdentifier"
          label={L.passTypeIdentifier}
          isRequired
          hint={
            <>
              Your Apple Pass Type ID. It starts with <code>pass.</code>, for example{" "}
              <code>pass.com.example.loyalty</code>.
            </>
          }
        />
        <SelectControl
          name="programType"
          label={L.programType}
          options={optionsOf(PROGRAM_TYPE_LABELS, PROGRAM_TYPES)}
          hint="A loyalty program collects points; a gift-card program holds a balance."
        />
        <SelectControl
          name="schema"
          label={L.schema}
          options={optionsOf(PROGRAM_SCHEMA_LABELS, PROGRAM_SCHEMAS)}
          hint="How customers progress: stamps, membership tiers, offers, or your own rules."
        />
        <TextControl name="description" label={L.description} isMultiline className="span-all" />
        <TextControl name="language" label={L.language} hint="A language code, such as en or de-DE." />
        <CountrySelect />
      </div>
    </FormSection>
  );
}
