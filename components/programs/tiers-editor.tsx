"use client";

import { useRef } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { NumberControl, TextControl } from "@/components/programs/form-controls";
import { ownErrorMessage } from "@/components/programs/form-errors";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { Button } from "@/components/ui/button";
import { FormSection } from "@/components/ui/form-section";
import { type ProgramFormValues, TIER_POINTS_MAX, TIERS_MAX } from "@/lib/schemas/program";

/** A new tier starts above the highest one, so the list stays ascending as the schema requires. */
const POINTS_STEP = 100;

/** The tiers of a `tieredMembership` program: a name and the lifetime points that reach it, lowest first. */
export function TiersEditor() {
  const messages = useProgramMessages();
  const t = messages.sections.tiers;
  const L = messages.tierFields;
  const {
    control,
    getValues,
    formState: { errors },
  } = useFormContext<ProgramFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "tiers" });
  const listError = ownErrorMessage(errors.tiers);
  const canAdd = fields.length < TIERS_MAX;
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const addTier = () => {
    const highest = Math.max(
      -POINTS_STEP,
      ...(getValues("tiers") ?? []).map((tier) => Number(tier.minLifetimePoints) || 0),
    );
    append({ name: "", minLifetimePoints: Math.min(highest + POINTS_STEP, TIER_POINTS_MAX) });
  };
  const removeAt = (index: number) => {
    remove(index);
    addButtonRef.current?.focus();
  };

  return (
    <FormSection id="section-tiers" title={t.title} description={t.description}>
      {fields.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <ol className="repeater">
          {fields.map((field, index) => {
            const number = index + 1;
            const headingId = `tier-${number}-title`;
            return (
              <li key={field.id} className="repeater__item" aria-labelledby={headingId}>
                <div className="repeater__header">
                  <h2 id={headingId}>{t.item(number)}</h2>
                  <Button
                    variant="danger"
                    size="small"
                    onClick={() => removeAt(index)}
                    aria-label={t.removeLabel(number)}
                  >
                    {t.remove}
                  </Button>
                </div>
                <div className="form-grid">
                  <TextControl
                    name={`tiers.${index}.name`}
                    label={L.name}
                    isRequired
                    placeholder={t.namePlaceholder}
                  />
                  <NumberControl
                    name={`tiers.${index}.minLifetimePoints`}
                    label={L.minLifetimePoints}
                    isRequired
                    max={TIER_POINTS_MAX}
                    hint={t.pointsHint}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      <p>
        <Button ref={addButtonRef} variant="secondary" onClick={addTier} disabled={!canAdd}>
          {t.add}
        </Button>
        {!canAdd && <span className="muted"> {t.limit(TIERS_MAX)}</span>}
      </p>
    </FormSection>
  );
}
