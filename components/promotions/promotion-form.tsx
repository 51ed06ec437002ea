"use client";

import { useEffect } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { issueText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import { type ApiIssue, fieldOf } from "@/components/api/parse-api-error";
import type { PromotionMessages } from "@/components/promotions/i18n/en";
import { isoToWall, wallToIso } from "@/components/promotions/wall-time";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormSection } from "@/components/ui/form-section";
import { fieldErrorKind, typedZodResolver } from "@/components/ui/typed-zod-resolver";
import {
  PROMOTION_DAYS,
  type PromotionDto,
  type PromotionInput,
  promotionInputSchema,
} from "@/lib/schemas/promotion";

export type PromotionFormValues = {
  name: string;
  kind: "multiplier" | "bonus";
  multiplier: string;
  bonusPoints: string;
  startAt: string;
  endAt: string;
  daysOfWeek: string[];
  startTime: string;
  endTime: string;
  timeZone: string;
};

/** The form's text as the API's body: blanks are null, wall-clock dates read in the chosen zone. */
const toBody = (values: PromotionFormValues) => ({
  name: values.name,
  multiplier: values.kind === "multiplier" && values.multiplier.trim() !== "" ? values.multiplier : null,
  bonusPoints: values.kind === "bonus" && values.bonusPoints.trim() !== "" ? values.bonusPoints : null,
  startAt: wallToIso(values.startAt, values.timeZone),
  endAt: wallToIso(values.endAt, values.timeZone),
  daysOfWeek: values.daysOfWeek?.length ? values.daysOfWeek : null,
  startTime: values.startTime || null,
  endTime: values.endTime || null,
  timeZone: values.timeZone,
});

// The API's own schema checks the form (typedZodResolver), on the body the form would send.
const schemaResolver = typedZodResolver(promotionInputSchema);
const resolver: Resolver<PromotionFormValues, unknown, PromotionInput> = (values, context, options) =>
  schemaResolver(toBody(values) as never, context, options as never) as never;

export const emptyPromotion = (timeZone: string): PromotionFormValues => ({
  name: "",
  kind: "multiplier",
  multiplier: "2",
  bonusPoints: "",
  startAt: "",
  endAt: "",
  daysOfWeek: [],
  startTime: "",
  endTime: "",
  timeZone,
});

export const toFormValues = (promotion: PromotionDto): PromotionFormValues => ({
  name: promotion.name,
  kind: promotion.multiplier ? "multiplier" : "bonus",
  multiplier: promotion.multiplier ? String(promotion.multiplier) : "",
  bonusPoints: promotion.bonusPoints ? String(promotion.bonusPoints) : "",
  startAt: isoToWall(promotion.startAt, promotion.timeZone),
  endAt: isoToWall(promotion.endAt, promotion.timeZone),
  daysOfWeek: promotion.daysOfWeek ?? [],
  startTime: promotion.startTime ?? "",
  endTime: promotion.endTime ?? "",
  timeZone: promotion.timeZone,
});

/** The API's cross-field rules (value_error) worded by the page; everything else by its kind. */
function issueWording(
  issue: ApiIssue,
  values: PromotionFormValues,
  t: PromotionMessages,
  api: ReturnType<typeof useApiMessages>,
) {
  const field = fieldOf(issue);
  if (issue.type === "value_error") {
    if (field === "multiplier" || field === "bonusPoints") return t.errors.oneReward;
    if (field === "endAt") return t.errors.endAfterStart;
    if (field === "timeZone") return t.errors.timeZone;
    if (field === "startTime" || field === "endTime")
      return values.startTime && values.endTime ? t.errors.endTimeAfterStart : t.errors.bothTimes;
  }
  return issueText(issue, api);
}

type Props = {
  t: PromotionMessages;
  initial: PromotionFormValues;
  isEditing: boolean;
  /** Sends the body; answers the API's field issues (none: saved). */
  onSave: (input: PromotionInput, values: PromotionFormValues) => Promise<ApiIssue[]>;
  onCancelEdit: () => void;
};

/** Create or edit a promotion: react-hook-form on the API's schema; the API's answers land on their fields. */
export function PromotionForm({ t, initial, isEditing, onSave, onCancelEdit }: Props) {
  const api = useApiMessages();
  const form = useForm<PromotionFormValues, unknown, PromotionInput>({ defaultValues: initial, resolver });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch("kind");

  useEffect(() => form.reset(initial), [initial, form]);

  const errorOf = (name: keyof PromotionFormValues) => {
    const error = name === "daysOfWeek" ? (errors.daysOfWeek?.[0] ?? errors.daysOfWeek) : errors[name];
    if (!error || Array.isArray(error)) return undefined;
    if (error.type === "server") return error.message;
    if (name === "timeZone") return t.errors.timeZone;
    return issueText(fieldErrorKind(error as never), api);
  };

  const onSubmit = form.handleSubmit(async (input, event) => {
    event?.preventDefault();
    const values = form.getValues();
    const issues = await onSave(input, values);
    for (const issue of issues) {
      const field = fieldOf(issue) as keyof PromotionFormValues;
      const target = field === "bonusPoints" && values.kind === "multiplier" ? "multiplier" : field;
      form.setError(target, { type: "server", message: issueWording(issue, values, t, api) });
    }
    if (issues.length === 0 && !isEditing) form.reset(initial);
  });

  const text = (name: keyof PromotionFormValues, id: string, props: object = {}) => (
    <Field id={id} label={t.fields[name as keyof typeof t.fields] as string} error={errorOf(name)} {...props}>
      {(control) => <input className="input" {...control} {...form.register(name)} />}
    </Field>
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="promotion-form">
      <FormSection title={isEditing ? t.editTitle(initial.name) : t.create}>
        <div className="form-grid">
          {text("name", "promotion-name", { isRequired: true })}
          <fieldset className="field plain-fieldset">
            <legend>{t.fields.kind}</legend>
            {(["multiplier", "bonus"] as const).map((option) => (
              <div key={option} className="checkbox">
                <input
                  id={`promotion-kind-${option}`}
                  type="radio"
                  value={option}
                  {...form.register("kind")}
                />
                <label htmlFor={`promotion-kind-${option}`}>{t.fields.kinds[option]}</label>
              </div>
            ))}
          </fieldset>
          {kind === "multiplier" ? (
            <Field
              id="promotion-multiplier"
              label={t.fields.multiplier}
              isRequired
              error={errorOf("multiplier")}
            >
              {(control) => (
                <input className="input" inputMode="numeric" {...control} {...form.register("multiplier")} />
              )}
            </Field>
          ) : (
            <Field
              id="promotion-bonus"
              label={t.fields.bonusPoints}
              isRequired
              error={errorOf("bonusPoints")}
            >
              {(control) => (
                <input className="input" inputMode="numeric" {...control} {...form.register("bonusPoints")} />
              )}
            </Field>
          )}
          <Field
            id="promotion-start"
            label={t.fields.startAt}
            hint={t.fields.startAtHint}
            isRequired
            error={errorOf("startAt")}
          >
            {(control) => (
              <input className="input" type="datetime-local" {...control} {...form.register("startAt")} />
            )}
          </Field>
          <Field id="promotion-end" label={t.fields.endAt} isRequired error={errorOf("endAt")}>
            {(control) => (
              <input className="input" type="datetime-local" {...control} {...form.register("endAt")} />
            )}
          </Field>
          <fieldset className="field plain-fieldset span-all">
            <legend>{t.fields.daysOfWeek}</legend>
            <div className="chips">
              {PROMOTION_DAYS.map((day) => (
                <div key={day} className="checkbox">
                  <input
                    id={`promotion-day-${day}`}
                    type="checkbox"
                    value={day}
                    {...form.register("daysOfWeek")}
                  />
                  <label htmlFor={`promotion-day-${day}`}>{t.days[day]}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <Field id="promotion-start-time" label={t.fields.startTime} error={errorOf("startTime")}>
            {(control) => (
              <input className="input" type="time" {...control} {...form.register("startTime")} />
            )}
          </Field>
          <Field id="promotion-end-time" label={t.fields.endTime} error={errorOf("endTime")}>
            {(control) => <input className="input" type="time" {...control} {...form.register("endTime")} />}
          </Field>
          {text("timeZone", "promotion-zone", { isRequired: true, hint: t.fields.timeZoneHint })}
        </div>
      </FormSection>
      <div className="form-actions">
        <Button type="submit" disabled={isSubmitting}>
          {isEditing ? t.saveChanges : t.save}
        </Button>
        {isEditing && (
          <Button variant="secondary" onClick={onCancelEdit}>
            {t.cancelEdit}
          </Button>
        )}
      </div>
    </form>
  );
}
