"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, type FieldError, type FieldErrors, get, type Path, useForm } from "react-hook-form";
import { useApiMessages } from "@/components/api/i18n/messages";
import { type ApiProblem, fieldOf } from "@/components/api/parse-api-error";
import { useLanguageChoice } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldErrorKind, typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { usePublicMessages } from "./i18n/messages";
import { submitJoin } from "./join-api";
import { JoinCodeForm } from "./join-code-form";
import { joinFieldText, joinProblemText } from "./join-error-text";
import { JoinFields } from "./join-fields";
import type { JoinFormProgram, JoinUtm } from "./join-form-program";
import { type JoinFormInput, type JoinFormValues, joinFormSchema } from "./join-form-schema";
import styles from "./public.module.css";
import { PublicField } from "./public-field";

type JoinFormProps = { program: JoinFormProgram; referralCode: string | null; utm: JoinUtm | null };

const CONSENT_BOXES = ["termsAt", "privacyAt", "marketingAt"] as const;

function initialValues(program: JoinFormProgram, referralCode: string | null): JoinFormInput {
  const custom = Object.fromEntries(
    program.customFields.map((field) => [
      field.name,
      field.type === "selection" && !field.options.includes(field.defaultValue ?? "")
        ? undefined
        : (field.defaultValue ?? undefined),
    ]),
  );
  return {
    email: "",
    referralCode: referralCode ?? undefined,
    customFields: custom,
    consent: {},
  } as JoinFormInput;
}

/** The API body of valid form values: empty custom fields left out, consent times as ISO text. */
function bodyOf(values: JoinFormValues, utm: JoinUtm | null) {
  const customFields = Object.fromEntries(
    Object.entries(values.customFields as Record<string, unknown>).filter(([, value]) => value != null),
  );
  const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
  return {
    email: values.email,
    firstName: values.firstName ?? null,
    lastName: values.lastName ?? null,
    phone: values.phone ?? null,
    birthday: values.birthday ?? null,
    externalId: values.externalId ?? null,
    referralCode: values.referralCode ?? null,
    customFields,
    consent: {
      privacyAt: iso(values.consent.privacyAt) ?? new Date().toISOString(),
      termsAt: iso(values.consent.termsAt),
      marketingAt: iso(values.consent.marketingAt),
    },
    utm,
  };
}

/**
 * The join form, generated from the program: its fields by type, its consent boxes (each keeps the moment it was
 * ticked), validated with the route's own schema before sending and worded in the page's language. After a join
 * it says to check the e-mail — also for someone who was already a member, as the API cannot tell them apart.
 */
export function JoinForm({ program, referralCode, utm }: JoinFormProps) {
  const t = usePublicMessages();
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const id = useId();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const resolver = useMemo(() => typedZodResolver(joinFormSchema(program)), [program]);
  const form = useForm<JoinFormInput, unknown, JoinFormValues>({
    resolver,
    defaultValues: initialValues(program, referralCode),
    shouldFocusError: true,
  });
  const { control, handleSubmit, setError, setFocus, formState } = form;

  useEffect(() => {
    if (sentTo) doneHeading.current?.focus();
  }, [sentTo]);

  const errorOf = (path: string) => {
    const error: FieldError | undefined = get(formState.errors as FieldErrors, path);
    return error ? joinFieldText(path, fieldErrorKind(error), program, t, api) : undefined;
  };

  async function onValid(values: JoinFormValues) {
    setProblem(null);
    const result = await submitJoin(program.id, bodyOf(values, utm), language);
    if (result.ok) {
      setSentTo(values.email);
      return;
    }
    const fieldIssues = result.problem.issues.filter((issue) => fieldOf(issue) !== "");
    for (const issue of fieldIssues) {
      setError(
        fieldOf(issue) as Path<JoinFormInput>,
        { type: issue.type, message: issue.msg, ctx: issue.ctx } as FieldError,
      );
    }
    setProblem(result.problem);
    const first = fieldIssues[0];
    if (first) setFocus(fieldOf(first) as Path<JoinFormInput>);
  }

  if (sentTo) {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`} ref={doneHeading} tabIndex={-1}>
          {t.join.done.heading}
        </h2>
        <p className={styles.prose}>{t.join.done.body(sentTo)}</p>
        <JoinCodeForm programId={program.id} email={sentTo} />
        <p className={`${styles.prose} muted`}>{t.join.done.notArrived}</p>
      </section>
    );
  }

  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={handleSubmit(onValid)} noValidate>
      <div role="alert" className="live-slot">
        {problem && <Alert tone="error">{joinProblemText(problem, t)}</Alert>}
      </div>
      <JoinFields form={form} program={program} errorOf={errorOf} idPrefix={id} />
      <fieldset className={styles.fieldset}>
        <legend>{t.join.consent.legend}</legend>
        {CONSENT_BOXES.filter((box) => box !== "termsAt" || program.hasTerms).map((box) => (
          <Controller
            key={box}
            control={control}
            name={`consent.${box}`}
            render={({ field }) => (
              <PublicField
                id={`${id}-${box}`}
                isCheckbox
                label={
                  box === "termsAt"
                    ? t.join.consent.terms(program.name)
                    : box === "privacyAt"
                      ? t.join.consent.privacy(program.owner)
                      : t.join.consent.marketing
                }
                hint={box === "privacyAt" ? t.join.consent.privacyHint : undefined}
                requiredText={box === "marketingAt" ? undefined : t.join.required}
                error={errorOf(`consent.${box}`)}
              >
                {(described) => (
                  <input
                    {...described}
                    ref={field.ref}
                    name={field.name}
                    type="checkbox"
                    checked={Boolean(field.value)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? new Date().toISOString() : undefined)
                    }
                  />
                )}
              </PublicField>
            )}
          />
        ))}
      </fieldset>
      <Button type="submit" className={styles.submit} isBusy={formState.isSubmitting}>
        {t.join.submit}
      </Button>
    </form>
  );
}
