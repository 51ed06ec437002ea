"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { fieldOf } from "@/components/api/parse-api-error";
import { useMessages } from "@/components/i18n/language-context";
import { LOCATION_MESSAGES, type LocationMessages } from "@/components/locations/i18n/messages";
import { locationsApi } from "@/components/locations/locations-api";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { type CreateLocationInput, createLocationSchema, type LocationDto } from "@/lib/schemas/location";

type FormValues = {
  name: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
  latitude: string;
  longitude: string;
  relevantText: string;
  timeZone: string;
};
type FieldName = keyof FormValues;
const EMPTY: FormValues = {
  name: "",
  line1: "",
  line2: "",
  postalCode: "",
  city: "",
  country: "",
  latitude: "",
  longitude: "",
  relevantText: "",
  timeZone: "",
};
const ADDRESS_FIELDS = ["line1", "line2", "postalCode", "city", "country"] as const;

const orMissing = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** The form's strings as the API's body: blanks left out (so a required one is `missing`), numbers as typed. */
const toInput = (values: FormValues) => ({
  name: orMissing(values.name),
  address: {
    line1: orMissing(values.line1),
    line2: orMissing(values.line2),
    postalCode: orMissing(values.postalCode),
    city: orMissing(values.city),
    country: orMissing(values.country),
  },
  latitude: orMissing(values.latitude),
  longitude: orMissing(values.longitude),
  relevantText: orMissing(values.relevantText),
  timeZone: orMissing(values.timeZone),
});

/** The form field a schema or API issue path names (`address.city` → `city`). */
const formFieldOf = (path: string): FieldName | null => {
  const name = path.replace(/^address\./, "");
  return name in EMPTY ? (name as FieldName) : null;
};

/** Worded from the field and the error's kind, never from the API's English message. */
function wording(name: FieldName, type: string, messages: LocationMessages): string {
  const { errors } = messages;
  if (type === "missing" || type === "string_too_short") return errors.required;
  if (name === "latitude") return errors.latitude;
  if (name === "longitude") return errors.longitude;
  if (name === "country") return errors.country;
  if (name === "timeZone") return type === "string_too_long" ? errors.tooLong : errors.timeZone;
  return errors.tooLong;
}

/** A stored location as the form's strings, for editing it. */
const valuesOf = (location: LocationDto): FormValues => ({
  name: location.name,
  line1: location.address.line1,
  line2: location.address.line2 ?? "",
  postalCode: location.address.postalCode,
  city: location.address.city,
  country: location.address.country,
  latitude: String(location.latitude),
  longitude: String(location.longitude),
  relevantText: location.relevantText ?? "",
  timeZone: location.timeZone,
});

const validate = typedZodResolver(createLocationSchema);

type Props =
  | { location?: undefined; onSaved: (location: LocationDto) => void; onCancel?: undefined }
  | { location: LocationDto; onSaved: (location: LocationDto) => void; onCancel: () => void };

/**
 * Adds a location, or edits `location` (PUT, every field sent: a blank lock-screen text clears it); "Use my
 * position" fills the coordinates (and an empty time zone) from the browser.
 */
export function LocationForm({ location, onSaved, onCancel }: Props) {
  const messages = useMessages(LOCATION_MESSAGES);
  const text = messages.add;
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [position, setPosition] = useState<{ state: "idle" | "busy" | "done" | "failed" }>({ state: "idle" });
  const { register, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<FormValues>({
    defaultValues: location ? valuesOf(location) : EMPTY,
    resolver: async (values, context, options) => {
      const result = await validate(toInput(values) as never, context, options as never);
      const errors = Object.fromEntries(
        Object.entries({ ...result.errors, ...(result.errors.address ?? {}) }).flatMap(([key, error]) => {
          const name = formFieldOf(key);
          return name ? [[name, error]] : [];
        }),
      );
      return { values: Object.keys(errors).length ? {} : values, errors } as never;
    },
  });
  const { errors, isSubmitting } = formState;
  const errorOf = (name: FieldName) =>
    errors[name] ? wording(name, String(errors[name]?.type ?? ""), messages) : undefined;

  function fillPosition() {
    if (!navigator.geolocation) return setPosition({ state: "failed" });
    setPosition({ state: "busy" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setValue("latitude", coords.latitude.toFixed(6), { shouldDirty: true });
        setValue("longitude", coords.longitude.toFixed(6), { shouldDirty: true });
        if (!getValues("timeZone")) setValue("timeZone", Intl.DateTimeFormat().resolvedOptions().timeZone);
        setPosition({ state: "done" });
      },
      () => setPosition({ state: "failed" }),
      { timeout: 15_000 },
    );
  }

  // An edit form opens in place of its location: focus moves to its title.
  useEffect(() => {
    if (location) titleRef.current?.focus();
  }, [location]);

  async function submit(values: FormValues) {
    const input = toInput(values);
    const outcome = location
      ? await locationsApi.update(location.id, {
          ...input,
          relevantText: input.relevantText ?? null,
        } as never)
      : await locationsApi.create(input as unknown as CreateLocationInput);
    if (outcome.ok) {
      reset(location ? valuesOf(outcome.data) : EMPTY);
      setPosition({ state: "idle" });
      onSaved(outcome.data);
      return;
    }
    const { problem } = outcome;
    if (problem.status === 422 && problem.issues.length > 0) {
      for (const issue of problem.issues) {
        const name = formFieldOf(fieldOf(issue));
        if (name) setError(name, { type: issue.type, message: issue.type }, { shouldFocus: true });
      }
      return;
    }
    const message =
      problem.status === 401
        ? messages.errors.session
        : problem.status === 409
          ? messages.errors.limit
          : messages.errors.generic;
    setError("root", { message });
  }

  const input = (
    name: FieldName,
    label: string,
    options: { hint?: string; isRequired?: boolean; mode?: "decimal" } = {},
  ) => (
    <Field
      id={`${id}-${name}`}
      label={label}
      hint={options.hint}
      error={errorOf(name)}
      isRequired={options.isRequired}
    >
      {(control) => (
        <input
          {...control}
          {...register(name)}
          className="input"
          type="text"
          autoComplete="off"
          {...(options.mode && { inputMode: options.mode })}
        />
      )}
    </Field>
  );

  const positionText =
    position.state === "busy"
      ? text.locating
      : position.state === "done"
        ? text.located
        : position.state === "failed"
          ? messages.errors.position
          : "";
  return (
    <form className="form-section" onSubmit={handleSubmit(submit)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1}>
        {location ? messages.edit.title(location.name) : text.title}
      </h2>
      <div className="form-grid">
        {input("name", text.name, { hint: text.nameHint, isRequired: true })}
        {ADDRESS_FIELDS.map((name) =>
          input(name, text[name], {
            isRequired: name !== "line2",
            ...(name === "country" && { hint: text.countryHint }),
          }),
        )}
        {input("latitude", text.latitude, { hint: text.coordinatesHint, isRequired: true, mode: "decimal" })}
        {input("longitude", text.longitude, { isRequired: true, mode: "decimal" })}
        <div className="span-all">
          <Button type="button" variant="secondary" onClick={fillPosition} isBusy={position.state === "busy"}>
            {text.usePosition}
          </Button>
          <p role="status" className="field__hint">
            {positionText}
          </p>
        </div>
        {input("relevantText", text.relevantText, { hint: text.relevantTextHint })}
        {input("timeZone", text.timeZone, { hint: text.timeZoneHint, isRequired: true })}
      </div>
      <div className="form-actions">
        <Button type="submit" isBusy={isSubmitting}>
          {location ? messages.edit.submit : text.submit}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {messages.edit.cancel}
          </Button>
        )}
      </div>
      {errors.root && <p role="alert">{errors.root.message}</p>}
    </form>
  );
}
