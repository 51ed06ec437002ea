"use client";

import { useWatch } from "react-hook-form";
import { TextControl } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { FormSection } from "@/components/ui/form-section";
import { LANGUAGES } from "@/lib/i18n/language";
import { messagesIn } from "@/lib/i18n/messages-in";
import type { ProgramFormValues } from "@/lib/schemas/program";

/**
 * Issue 28: the program's point names, description and terms per language (`translations.<language>.…`), for
 * customers reading that language; an empty field falls back to the base text.
 */
export function TranslationsSection() {
  const t = useProgramMessages();
  const s = t.sections.translations;
  const L = t.fields;
  // Gift cards have no points: only their description and terms are given per language.
  const hasPoints = useWatch<ProgramFormValues, "programType">({ name: "programType" }) !== "giftcard";
  return (
    <FormSection id="section-translations" title={s.title} description={s.description}>
      {LANGUAGES.map((language) => {
        const name = messagesIn(s.languages, language);
        return (
          <fieldset key={language} className="form-grid" data-language={language}>
            <legend>{name}</legend>
            {hasPoints && (
              <>
                <TextControl
                  name={`translations.${language}.customPointName`}
                  label={s.field(name, L.customPointName)}
                />
                <TextControl
                  name={`translations.${language}.customPointsName`}
                  label={s.field(name, L.customPointsName)}
                />
              </>
            )}
            <TextControl
              name={`translations.${language}.description`}
              label={s.field(name, L.description)}
              isMultiline
              className="span-all"
            />
            <TextControl
              name={`translations.${language}.terms`}
              label={s.field(name, L.terms)}
              isMultiline
              className="span-all"
            />
          </fieldset>
        );
      })}
    </FormSection>
  );
}
