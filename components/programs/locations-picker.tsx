"use client";

import { useEffect, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { fieldId } from "@/components/programs/field-labels";
import { useFieldError } from "@/components/programs/form-controls";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { FieldError, FieldHint } from "@/components/ui/field";
import { LOCATION_LIMITS } from "@/lib/schemas/location";
import type { ProgramFormValues } from "@/lib/schemas/program";

type Choice = { id: string; name: string };

/**
 * The program's `locationIds` (issue 30, decision 052): the merchant's active locations as checkboxes, at most
 * ten chosen. A location archived since it was chosen is usable nowhere, so it leaves the form's starting value.
 */
export function LocationsPicker() {
  const messages = useProgramMessages();
  const t = messages.sections.locations;
  const { control, resetField, getFieldState, getValues } = useFormContext<ProgramFormValues>();
  const { field } = useController({ control, name: "locationIds" });
  const [locations, setLocations] = useState<Choice[] | "loading" | "failed">("loading");
  const error = useFieldError("locationIds");
  const id = fieldId("locationIds");
  const chosen = field.value ?? [];

  // Once: the list is the merchant's, not the form's.
  useEffect(() => {
    let isCurrent = true;
    void callApi(apiClient.GET("/v2/locations")).then((listed) => {
      if (!isCurrent) return;
      if (!listed.ok) return setLocations("failed");
      const active = listed.data.items.map(({ id, name }) => ({ id, name }));
      setLocations(active);
      const stored = getValues("locationIds") ?? [];
      const kept = stored.filter((chosenId) => active.some((location) => location.id === chosenId));
      if (kept.length < stored.length && !getFieldState("locationIds").isDirty)
        resetField("locationIds", { defaultValue: kept });
    });
    return () => {
      isCurrent = false;
    };
  }, [getValues, getFieldState, resetField]);

  const toggle = (locationId: string, isChecked: boolean) =>
    field.onChange(isChecked ? [...chosen, locationId] : chosen.filter((item) => item !== locationId));

  return (
    <fieldset className="field plain-fieldset span-all" aria-describedby={`${id}-hint`}>
      <legend>{messages.fields.locationIds}</legend>
      <FieldHint id={id} hint={t.hint(LOCATION_LIMITS.maxPerProgram)} />
      {locations === "loading" && <p className="muted">{t.loading}</p>}
      {locations === "failed" && <p className="muted">{t.failed}</p>}
      {Array.isArray(locations) && locations.length === 0 && <p className="muted">{t.none}</p>}
      {Array.isArray(locations) &&
        locations.map((location) => (
          <div key={location.id} className="checkbox">
            <input
              id={`${id}-${location.id}`}
              type="checkbox"
              checked={chosen.includes(location.id)}
              onChange={(event) => toggle(location.id, event.target.checked)}
              onBlur={field.onBlur}
            />
            <label htmlFor={`${id}-${location.id}`}>{location.name}</label>
          </div>
        ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
