"use client";

import { NumberControl, optionsOf, SelectControl } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { FormSection } from "@/components/ui/form-section";
import { SCAN_MIN_GAP_MINUTES, SCANNER_TYPES, SCANS_PER_DAY_MAX } from "@/lib/schemas/program";

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
        <NumberControl
          name="scanMinGapMinutes"
          label={t.fields.scanMinGapMinutes}
          hint={s.scanMinGapHint}
          max={SCAN_MIN_GAP_MINUTES.max}
          isRequired
        />
        <NumberControl
          name="scansPerDayMax"
          label={t.fields.scansPerDayMax}
          hint={s.scansPerDayHint}
          max={SCANS_PER_DAY_MAX.max}
          isRequired
        />
      </div>
    </FormSection>
  );
}
