export const BUILDER_SECTIONS = [
  { id: "section-identity", label: "Identity" },
  { id: "section-contact", label: "Contact" },
  { id: "section-points", label: "Points rules" },
  { id: "section-scanner", label: "Scanner" },
  { id: "section-custom-fields", label: "Custom fields" },
  { id: "section-retention", label: "Data retention" },
] as const;

/** Jump links to the builder's sections: the form is long, on a phone most of all. */
export function BuilderSectionNav() {
  return (
    <nav className="section-nav" aria-label="Program sections">
      <ul>
        {BUILDER_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
