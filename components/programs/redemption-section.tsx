"use client";

import { CheckboxControl } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { FormSection } from "@/components/ui/form-section";

/** A gift-card program's rules at the counter (decision 046). */
export function RedemptionSection() {
  const t = useProgramMessages();
  const s = t.sections.redemption;
  return (
    <FormSection id="section-redemption" title={s.title} description={s.description}>
      <div className="form-grid">
        <CheckboxControl
          name="requireSecurityCode"
          label={t.fields.requireSecurityCode}
          hint={s.securityCodeHint}
          className="span-all"
        />
      </div>
    </FormSection>
  );
}
