"use client";

import { optionsOf, SelectControl } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { FormSection } from "@/components/ui/form-section";
import { SCANNER_TYPES } from "@/lib/schemas/program";

export function ScannerSection() {
  const t = useProgramMessages();
  const s = t.sections.scanner;
  return (
    <FormSection id="section-scanner" title={s.title} description={s.description}>
      <div className="form-grid">
        <SelectControl
          name="scannerType"
          label={t.fields.scannerType}
          emptyLabel={s.notChosen}
          options={optionsOf(t.options.scanners, SCANNER_TYPES)}
        />
      </div>
    </FormSection>
  );
}
