"use client";

import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";

export const BUILDER_SECTIONS = [
  { id: "section-identity", key: "identity" },
  { id: "section-contact", key: "contact" },
  { id: "section-points", key: "points" },
  { id: "section-scanner", key: "scanner" },
  { id: "section-custom-fields", key: "customFields" },
  { id: "section-retention", key: "retention" },
] as const;

/** Jump links to the builder's sections: the form is long, on a phone most of all. */
export function BuilderSectionNav() {
  const t = useProgramMessages();
  return (
    <nav className="section-nav" aria-label={t.sectionNav}>
      <ul>
        {BUILDER_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{t.sections[section.key].title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
