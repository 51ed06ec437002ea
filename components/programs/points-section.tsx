"use client";

import { CheckboxControl, NumberControl, TextControl } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { FormSection } from "@/components/ui/form-section";
import { POINTS_EXPIRY_DAYS } from "@/lib/schemas/program";

const MAX_POINTS = 1_000_000;

export function PointsSection() {
  const t = useProgramMessages();
  const s = t.sections.points;
  const L = t.fields;
  return (
    <FormSection id="section-points" title={s.title} description={s.description}>
      <div className="form-grid">
        <NumberControl name="pointsInstallPass" label={L.pointsInstallPass} max={MAX_POINTS} />
        <NumberControl name="pointsScanPass" label={L.pointsScanPass} max={MAX_POINTS} />
        <NumberControl name="pointsAddEmail" label={L.pointsAddEmail} max={MAX_POINTS} />
        <NumberControl name="pointsAddPhone" label={L.pointsAddPhone} max={MAX_POINTS} />
        <NumberControl
          name="pointsReferral"
          label={L.pointsReferral}
          max={MAX_POINTS}
          hint={s.referralHint}
        />
        <NumberControl
          name="referralRequiredPoints"
          label={L.referralRequiredPoints}
          max={MAX_POINTS}
          hint={s.referralRequiredHint}
        />
        <NumberControl
          name="pointsExpiryDays"
          label={L.pointsExpiryDays}
          min={POINTS_EXPIRY_DAYS.min}
          max={POINTS_EXPIRY_DAYS.max}
          hint={s.expiryHint}
        />
        <CheckboxControl
          name="dynamicScanPoints"
          label={L.dynamicScanPoints}
          hint={s.dynamicHint}
          className="span-all"
        />
        <TextControl
          name="customPointName"
          label={L.customPointName}
          placeholder={s.pointPlaceholder}
          hint={s.pointHint}
        />
        <TextControl
          name="customPointsName"
          label={L.customPointsName}
          placeholder={s.pointsPlaceholder}
          hint={s.pointsHint}
        />
        <TextControl
          name="customPointsChangeMessage"
          label={L.customPointsChangeMessage}
          className="span-all"
          hint={s.changeMessageHint}
        />
        <CheckboxControl
          name="disableCustomPointsChangeMessage"
          label={L.disableCustomPointsChangeMessage}
          className="span-all"
        />
      </div>
    </FormSection>
  );
}
