"use client";

import { NumberControl } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { FormSection } from "@/components/ui/form-section";
import { RETENTION_PERIOD_DAYS } from "@/lib/schemas/program";

export function RetentionSection() {
  const t = useProgramMessages();
  const s = t.sections.retention;
  const { min, max, default: fallback } = RETENTION_PERIOD_DAYS;
  return (
    <FormSection id="section-retention" title={s.title} description={s.description}>
      <div className="form-grid">
        <NumberControl
          name="retention_period_days"
          label={t.fields.retention_period_days}
          isRequired
          min={min}
          max={max}
          hint={s.hint(min, max, fallback)}
        />
      </div>
    </FormSection>
  );
}
