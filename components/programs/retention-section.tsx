"use client";

import { PROGRAM_FIELD_LABELS as L } from "@/components/programs/field-labels";
import { NumberControl } from "@/components/programs/form-controls";
import { FormSection } from "@/components/ui/form-section";
import { RETENTION_PERIOD_DAYS } from "@/lib/schemas/program";

export function RetentionSection() {
  return (
    <FormSection
      id="section-retention"
      title="Data retention"
      description="For GDPR: how many days data you delete — customers, their passes and history — is kept before it is erased for good."
    >
      <div className="form-grid">
        <NumberControl
          name="retention_period_days"
          label={L.retention_period_days}
          isRequired
          min={RETENTION_PERIOD_DAYS.min}
          max={RETENTION_PERIOD_DAYS.max}
          hint={`A whole number of days from ${RETENTION_PERIOD_DAYS.min} to ${RETENTION_PERIOD_DAYS.max}; 0 erases deleted data at once. The default is ${RETENTION_PERIOD_DAYS.default}.`}
        />
      </div>
    </FormSection>
  );
}
