"use client";

import { PROGRAM_FIELD_LABELS as L } from "@/components/programs/field-labels";
import { TextControl } from "@/components/programs/form-controls";
import { FormSection } from "@/components/ui/form-section";

export function ContactSection() {
  return (
    <FormSection
      id="section-contact"
      title="Contact"
      description="Shown on the back of the pass so customers can reach you."
    >
      <div className="form-grid">
        <TextControl name="company" label={L.company} autoComplete="organization" />
        <TextControl
          name="website"
          label={L.website}
          type="url"
          placeholder="https://"
          hint="A full address starting with https://."
        />
        <TextControl name="email" label={L.email} type="email" />
        <TextControl
          name="phone"
          label={L.phone}
          type="tel"
          autoComplete="tel"
          hint="With the country code, such as +49 30 1234567."
        />
        <TextControl name="address" label={L.address} isMultiline className="span-all" />
        <TextControl name="terms" label={L.terms} isMultiline className="span-all" />
      </div>
    </FormSection>
  );
}
