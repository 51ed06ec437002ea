"use client";

import { TextControl } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { LocationsPicker } from "@/components/programs/locations-picker";
import { FormSection } from "@/components/ui/form-section";

export function ContactSection() {
  const t = useProgramMessages();
  const s = t.sections.contact;
  const L = t.fields;
  return (
    <FormSection id="section-contact" title={s.title} description={s.description}>
      <div className="form-grid">
        <TextControl name="company" label={L.company} autoComplete="organization" />
        <TextControl
          name="website"
          label={L.website}
          type="url"
          placeholder="https://"
          hint={s.websiteHint}
        />
        <TextControl name="email" label={L.email} type="email" />
        <TextControl name="phone" label={L.phone} type="tel" autoComplete="tel" hint={s.phoneHint} />
        <TextControl name="address" label={L.address} isMultiline className="span-all" />
        <TextControl
          name="openingHours"
          label={L.openingHours}
          isMultiline
          className="span-all"
          hint={s.openingHoursHint}
        />
        <TextControl
          name="privacyUrl"
          label={L.privacyUrl}
          type="url"
          placeholder="https://"
          hint={s.privacyUrlHint}
          className="span-all"
        />
        <TextControl name="terms" label={L.terms} isMultiline className="span-all" />
        <LocationsPicker />
      </div>
    </FormSection>
  );
}
