"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useTransition } from "react";
import { type FieldError, useForm, useWatch } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { issueText, problemText } from "@/components/api/error-text";
import { useApiMessages } from "@/components/api/i18n/messages";
import { fieldOf } from "@/components/api/parse-api-error";
import { formatCount, formatDateTime } from "@/components/i18n/format";
import { useLanguageChoice } from "@/components/i18n/language-context";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormSection } from "@/components/ui/form-section";
import { NoticeRegion, useNotice } from "@/components/ui/notice";
import { fieldErrorKind, typedZodResolver } from "@/components/ui/typed-zod-resolver";
import type { Language } from "@/lib/i18n/language";
import { MESSAGE_TEXT_MAX_LENGTH, type MessageKind } from "@/lib/schemas/message";
import { type MessagesPageMessages, useMessagesPageMessages } from "./i18n/messages";
import {
  AUDIENCE_FIELDS,
  AUDIENCE_MODES,
  audienceBody,
  audienceOf,
  blankAsNull,
  type MessageFormInput,
  type MessageFormOutput,
  messageFormSchema,
} from "./message-form";
import { MessagePreview } from "./message-preview";
import styles from "./messages.module.css";
import { type AudienceCount, useAudienceCount } from "./use-audience-count";

const DEFAULTS: MessageFormInput = {
  text: "",
  kind: "service",
  sendAt: null,
  audienceMode: "all",
  tiers: [],
  minPoints: null,
  maxPoints: null,
  joinedAfter: null,
  joinedBefore: null,
  lastScanAfter: null,
  lastScanBefore: null,
};

/** Service first: it is the default, and the one that reaches everybody. */
const KIND_ORDER: readonly MessageKind[] = ["service", "marketing"];

/** `datetime-local` has no zone: read it as the merchant's local time. */
const localDateTime = (value: unknown) => (typeof value === "string" && value ? new Date(value) : null);

/**
 * Compose a message (issue 29): text with its counter, kind, audience picker with its live count, optional
 * schedule, and a preview of the lock screen and the pass's back. Sending answers in the notice region.
 */
export function MessageComposer({
  programId,
  programName,
  tiers,
}: {
  programId: string;
  programName: string;
  tiers: string[];
}) {
  const t = useMessagesPageMessages();
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const id = useId();
  const router = useRouter();
  const [isRefreshing, startTransition] = useTransition();
  const { notice, show, clear } = useNotice();
  const resolver = useMemo(() => typedZodResolver(messageFormSchema), []);
  const form = useForm<MessageFormInput, unknown, MessageFormOutput>({ resolver, defaultValues: DEFAULTS });
  const { register, formState, setError } = form;
  const values = useWatch({ control: form.control });
  const picker = Object.fromEntries(
    ["audienceMode", ...AUDIENCE_FIELDS].map((name) => [name, values[name as keyof typeof values] ?? null]),
  );
  const kind = values.kind === "marketing" ? "marketing" : "service";
  const count = useAudienceCount({ programId, kind, picker });
  const text = values.text ?? "";
  const isSegment = values.audienceMode === "segment";

  const errorText = (error: FieldError | undefined) =>
    error ? issueText(fieldErrorKind(error), api) : undefined;
  const errorOf = (name: keyof MessageFormInput) =>
    errorText(formState.errors[name] as FieldError | undefined);

  const onSubmit = form.handleSubmit(async (output) => {
    clear();
    const audience = audienceOf(output);
    if (!audience) {
      setError("audienceMode", { type: "needs_filter", message: t.compose.needsFilter });
      return;
    }
    const result = await callApi(
      apiClient.POST("/v2/loyalty/programs/{programId}/messages", {
        params: { path: { programId } },
        body: {
          text: output.text,
          kind: output.kind,
          audience: audienceBody(audience) as never,
          sendAt: output.sendAt ? output.sendAt.toISOString() : null,
        },
      }),
    );
    if (!result.ok) {
      const { problem } = result;
      if (problem.issues.length === 0) return show("error", problemText(problem, api, t.codes));
      for (const issue of problem.issues) {
        const field = fieldOf(issue).replace(/^audience\.?/, "") || "audienceMode";
        const name = (field in DEFAULTS ? field : "text") as keyof MessageFormInput;
        setError(name, { type: issue.type, message: issue.msg, ctx: issue.ctx } as FieldError);
      }
      return;
    }
    const sendAt = output.sendAt;
    form.reset(DEFAULTS);
    show("success", sendAt ? t.notices.scheduled(formatDateTime(sendAt, language)) : t.notices.sent);
    startTransition(() => router.refresh());
  });

  return (
    <>
      <NoticeRegion notice={notice} isPending={isRefreshing} />
      <div className={styles.compose}>
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormSection title={t.compose.heading}>
            <Field
              id={`${id}-text`}
              label={t.compose.text}
              isRequired
              hint={t.compose.counter(text.length, MESSAGE_TEXT_MAX_LENGTH)}
              error={errorOf("text")}
            >
              {(control) => (
                <textarea
                  className="textarea"
                  rows={3}
                  maxLength={MESSAGE_TEXT_MAX_LENGTH}
                  {...control}
                  {...register("text")}
                />
              )}
            </Field>
            <fieldset className="plain-fieldset">
              <legend>{t.compose.kind}</legend>
              {KIND_ORDER.map((option) => (
                <div className="checkbox" key={option}>
                  <input type="radio" id={`${id}-kind-${option}`} value={option} {...register("kind")} />
                  <label htmlFor={`${id}-kind-${option}`}>{t.compose.kinds[option]}</label>
                </div>
              ))}
            </fieldset>
            <fieldset className="plain-fieldset" aria-describedby={`${id}-count`}>
              <legend>{t.compose.audience}</legend>
              {AUDIENCE_MODES.map((mode) => (
                <div className="checkbox" key={mode}>
                  <input type="radio" id={`${id}-mode-${mode}`} value={mode} {...register("audienceMode")} />
                  <label htmlFor={`${id}-mode-${mode}`}>{t.compose.audienceModes[mode]}</label>
                </div>
              ))}
              {isSegment && (
                <div className="form-grid">
                  {tiers.length > 0 && (
                    <fieldset className="plain-fieldset">
                      <legend>{t.compose.tiers}</legend>
                      {tiers.map((tier, index) => (
                        <div className="checkbox" key={tier}>
                          <input
                            type="checkbox"
                            id={`${id}-tier-${index}`}
                            value={tier}
                            {...register("tiers")}
                          />
                          <label htmlFor={`${id}-tier-${index}`}>{tier}</label>
                        </div>
                      ))}
                    </fieldset>
                  )}
                  {(["minPoints", "maxPoints"] as const).map((name) => (
                    <Field key={name} id={`${id}-${name}`} label={t.compose[name]} error={errorOf(name)}>
                      {(control) => (
                        <input
                          className="input"
                          inputMode="numeric"
                          {...control}
                          {...register(name, { setValueAs: blankAsNull })}
                        />
                      )}
                    </Field>
                  ))}
                  {(["joinedAfter", "joinedBefore", "lastScanAfter", "lastScanBefore"] as const).map(
                    (name) => (
                      <Field key={name} id={`${id}-${name}`} label={t.compose[name]} error={errorOf(name)}>
                        {(control) => (
                          <input
                            className="input"
                            type="date"
                            {...control}
                            {...register(name, { setValueAs: blankAsNull })}
                          />
                        )}
                      </Field>
                    ),
                  )}
                </div>
              )}
              <AudienceCountText
                id={`${id}-count`}
                count={count}
                kind={kind}
                t={t.compose}
                language={language}
              />
              {/* The audience's one rule of its own: all members, or at least one filter (decision 047). */}
              {formState.errors.audienceMode && <p className="field__error">{t.compose.needsFilter}</p>}
            </fieldset>
            <Field
              id={`${id}-send-at`}
              label={t.compose.sendAt}
              hint={t.compose.sendAtHint}
              error={errorOf("sendAt")}
            >
              {(control) => (
                <input
                  className="input"
                  type="datetime-local"
                  {...control}
                  {...register("sendAt", { setValueAs: localDateTime })}
                />
              )}
            </Field>
          </FormSection>
          <div className="form-actions">
            <Button type="submit" isBusy={formState.isSubmitting}>
              {values.sendAt ? t.compose.schedule : t.compose.sendNow}
            </Button>
          </div>
        </form>
        <MessagePreview text={text} programName={programName} />
      </div>
    </>
  );
}

/** The live count, announced politely as it changes; for a marketing message it says who is left out. */
function AudienceCountText({
  id,
  count,
  kind,
  t,
  language,
}: {
  id: string;
  count: AudienceCount;
  kind: "marketing" | "service";
  t: MessagesPageMessages["compose"];
  language: Language;
}) {
  const lines =
    count.state === "counted"
      ? [
          t.reaches(formatCount(count.audienceCount, language), count.audienceCount),
          count.withoutMarketingConsent > 0
            ? (kind === "marketing" ? t.withoutConsent : t.withoutConsentService)(
                formatCount(count.withoutMarketingConsent, language),
                count.withoutMarketingConsent,
              )
            : null,
        ]
      : [
          { counting: t.counting, needsFilter: t.needsFilter, invalid: null, failed: t.countFailed }[
            count.state
          ],
        ];
  return (
    <div id={id} className={styles.count} role="status">
      {lines.filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
