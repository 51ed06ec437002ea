"use client";

import { PROGRAM_FIELD_LABELS as L } from "@/components/programs/field-labels";
import { optionsOf, SelectControl } from "@/components/programs/form-controls";
import { SCANNER_TYPE_LABELS } from "@/components/programs/labels";
import { FormSection } from "@/components/ui/form-section";
import { SCANNER_TYPES } from "@/lib/schemas/program";

export function ScannerSection() {
  return (
    <FormSection
      id="section-scanner"
      title="Scanner"
      description="How your staff scan passes at the counter."
    >
      <div className="form-grid">
        <SelectControl
          name="scannerType"
          label={L.scannerType}
          emptyLabel="Not chosen yet"
          options={optionsOf(SCANNER_TYPE_LABELS, SCANNER_TYPES)}
        />
      </div>
    </FormSection>
  );
}
