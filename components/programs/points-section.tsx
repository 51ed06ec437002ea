"use client";

import { PROGRAM_FIELD_LABELS as L } from "@/components/programs/field-labels";
import { CheckboxControl, NumberControl, TextControl } from "@/components/programs/form-controls";
import { FormSection } from "@/components/ui/form-section";

const MAX_POINTS = 1_000_000;

export function PointsSection() {
  return (
    <FormSection
      id="section-points"
      title="Points rules"
      description="How customers earn points. Leave a field empty to give no points for that action."
    >
      <div className="form-grid">
        <NumberControl name="pointsInstallPass" label={L.pointsInstallPass} max={MAX_POINTS} />
        <NumberControl name="pointsScanPass" label={L.pointsScanPass} max={MAX_POINTS} />
        <NumberControl name="pointsAddEmail" label={L.pointsAddEmail} max={MAX_POINTS} />
        <NumberControl name="pointsAddPhone" label={L.pointsAddPhone} max={MAX_POINTS} />
        <NumberControl
          name="pointsReferral"
          label={L.pointsReferral}
          max={MAX_POINTS}
          hint="Given to the customer who referred someone."
        />
        <NumberControl
          name="referralRequiredPoints"
          label={L.referralRequiredPoints}
          max={MAX_POINTS}
          hint="The referral points are given once the new customer has this many points."
        />
        <CheckboxControl
          name="dynamicScanPoints"
          label={L.dynamicScanPoints}
          hint="Instead of the fixed points per scan, staff enter the points when they scan a pass."
          className="span-all"
        />
        <TextControl
          name="customPointName"
          label={L.customPointName}
          placeholder="bean"
          hint="Leave empty for “point”."
        />
        <TextControl
          name="customPointsName"
          label={L.customPointsName}
          placeholder="beans"
          hint="Leave empty for “points”."
        />
        <TextControl
          name="customPointsChangeMessage"
          label={L.customPointsChangeMessage}
          className="span-all"
          hint="The notification customers see on their phone when their points change."
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
