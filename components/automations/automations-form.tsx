"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { type FieldError, type FieldPath, useForm } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { issueText, problemText } from "@/components/api/error-text";
import { type ApiMessages, useApiMessages } from "@/components/api/i18n/messages";
import { fieldOf } from "@/components/api/parse-api-error";
import { type AutomationMessages, useAutomationMessages } from "@/components/automations/i18n/messages";
import { Button, ButtonLink } from "@/components/ui/button";
import { CheckboxField, Field } from "@/components/ui/field";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { fieldErrorKind, type TypedFieldError, typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useUnsavedChangesGuard } from "@/components/ui/use-unsaved-changes-guard";
import {
  AUTOMATION_LIMITS,
  AUTOMATION_NAMES,
  type AutomationName,
  type Automations,
  type AutomationsInput,
  automationsSchema,
  TEXT_REQUIRED_WHEN_ENABLED,
} from "@/lib/schemas/automation";

type Values = AutomationsInput;

// The API's own body schema (PUT …/automations): the form refuses what the API would.
const resolver = typedZodResolver(automationsSchema);

function errorText(error: FieldError | undefined, t: AutomationMessages, api: ApiMessages) {
  if (!error) return undefined;
  if (error.type === "server") return error.message;
  // An enabled automation without its text: the schema's own check, worded here.
  if ((error.message ?? "").includes(TEXT_REQUIRED_WHEN_ENABLED)) return t.textRequired;
  return issueText(fieldErrorKind(error), api);
}

/** One tab: the switch, the message and the numbers that automation has. */
function AutomationPanel({
  name,
  form,
  t,
  api,
}: {
  name: AutomationName;
  form: ReturnType<typeof useForm<Values, unknown, Automations>>;
  t: AutomationMessages;
  api: ApiMessages;
}) {
  const id = useId();
  const errors = form.formState.errors[name] as Record<string, FieldError> | undefined;
  const number = (field: string, label: string, hint: string, min: number, max: number) => (
    <Field id={`${id}-${field}`} label={label} hint={hint} error={errorText(errors?.[field], t, api)}>
      {(control) => (
        <input
          {...control}
          {...form.register(`${name}.${field}` as FieldPath<Values>)}
          className="input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
        />
      )}
    </Field>
  );
  const { points, birthdayDaysBefore, winBackAfterDays, pointsExpiringDaysBefore } = AUTOMATION_LIMITS;
  return (
    <div className="form">
      <p className="muted">{t.explain[name]}</p>
      <CheckboxField id={`${id}-enabled`} label={t.fields.enabled}>
        {(control) => <input {...control} {...form.register(`${name}.enabled`)} type="checkbox" />}
      </CheckboxField>
      <Field
        id={`${id}-text`}
        label={t.fields.text}
        hint={t.fields.textHint(AUTOMATION_LIMITS.text)}
        error={errorText(errors?.text, t, api)}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register(`${name}.text`)}
            className="input"
            rows={3}
            maxLength={AUTOMATION_LIMITS.text}
          />
        )}
      </Field>
      {name === "birthday" &&
        number(
          "daysBefore",
          t.fields.birthdayDaysBefore,
          t.fields.birthdayDaysBeforeHint(birthdayDaysBefore.min, birthdayDaysBefore.max),
          birthdayDaysBefore.min,
          birthdayDaysBefore.max,
        )}
      {name === "winBack" &&
        number(
          "afterDays",
          t.fields.afterDays,
          t.fields.afterDaysHint(winBackAfterDays.min, winBackAfterDays.max),
          winBackAfterDays.min,
          winBackAfterDays.max,
        )}
      {name === "pointsExpiring" &&
        number(
          "daysBefore",
          t.fields.expiringDaysBefore,
          t.fields.expiringDaysBeforeHint(pointsExpiringDaysBefore.min, pointsExpiringDaysBefore.max),
          pointsExpiringDaysBefore.min,
          pointsExpiringDaysBefore.max,
        )}
      {name !== "pointsExpiring" &&
        number("points", t.fields.points, t.fields.pointsHint, points.min, points.max)}
    </div>
  );
}

/**
 * The program's four automations in tabs (as the builder's), one form on the API's schema: saving sends all
 * four (PUT …/automations); the API's 422s land on the fields they name, opening that field's tab.
 */
export function AutomationsForm({ programId, initial }: { programId: string; initial: Automations }) {
  const t = useAutomationMessages();
  const api = useApiMessages();
  const router = useRouter();
  const { notice, show, clear } = useNotice();
  const [isRefreshing, startTransition] = useTransition();
  const [active, setActive] = useState<AutomationName>("welcome");
  const form = useForm<Values, unknown, Automations>({
    resolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty && !isSubmitting, t.unsavedChanges);

  const reveal = (path: string) => {
    const name = AUTOMATION_NAMES.find((automation) => path.startsWith(`${automation}.`));
    if (name) setActive(name);
    // After the tab's panel is shown.
    requestAnimationFrame(() => form.setFocus(path as FieldPath<Values>));
  };
  const onInvalid = () => {
    const first = AUTOMATION_NAMES.find((name) => errors[name] ?? form.getFieldState(name).error);
    if (first) setActive(first);
  };

  const save = form.handleSubmit(async (body) => {
    const result = await callApi(
      apiClient.PUT("/v2/loyalty/programs/{programId}/automations", {
        params: { path: { programId } },
        body,
      }),
    );
    if (!result.ok) {
      const fieldIssues = result.problem.issues.filter((issue) => fieldOf(issue).includes("."));
      if (fieldIssues.length === 0) return show("error", problemText(result.problem, api));
      for (const issue of fieldIssues) {
        const kind: TypedFieldError = { type: issue.type, message: issue.msg, ctx: issue.ctx };
        form.setError(fieldOf(issue) as FieldPath<Values>, {
          type: "server",
          message: errorText(kind, t, api) ?? "",
        });
      }
      reveal(fieldOf(fieldIssues[0] ?? { loc: [] }));
      return;
    }
    form.reset(result.data);
    show("success", t.saved);
    startTransition(() => router.refresh());
  }, onInvalid);

  return (
    <form
      className="form-section"
      noValidate
      onSubmit={(event) => {
        clear();
        void save(event);
      }}
      aria-busy={isSubmitting || undefined}
    >
      <NoticeRegion notice={notice} isPending={isRefreshing} />
      <TabList
        label={t.tabsLabel}
        idPrefix="automations"
        active={active}
        onSelect={setActive}
        tabs={AUTOMATION_NAMES.map((name) => ({ key: name, label: t.tabs[name] }))}
      />
      {AUTOMATION_NAMES.map((name) => (
        <TabPanel key={name} idPrefix="automations" tabKey={name} isActive={name === active}>
          <AutomationPanel name={name} form={form} t={t} api={api} />
        </TabPanel>
      ))}
      <div className="form-actions">
        <Button type="submit" isBusy={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
        <ButtonLink href={`/programs/${programId}`} variant="secondary">
          {t.back}
        </ButtonLink>
      </div>
    </form>
  );
}
