"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { apiClient, callApi } from "@/components/api/client";
import { useApiMessages } from "@/components/api/i18n/messages";
import type { ApiProblem } from "@/components/api/parse-api-error";
import {
  type AffectedCounts,
  ErasureConfirmation,
  ErasureResultPanel,
} from "@/components/gdpr/erasure-panels";
import {
  bodyOf,
  EMPTY,
  type ErasureFormValues as FormValues,
  namesSomeone,
  queryOf,
  erasureResolver as resolver,
} from "@/components/gdpr/erasure-request";
import { exportToFile } from "@/components/gdpr/export-download";
import { giftCardIssues, giftCardIssueText } from "@/components/giftcards/error-text";
import styles from "@/components/giftcards/giftcards.module.css";
import { GIFT_CARD_MESSAGES, type GiftCardMessages } from "@/components/giftcards/i18n/messages";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldErrorKind } from "@/components/ui/typed-zod-resolver";
import type { PersonErasureResult } from "@/lib/schemas/loyalty-gdpr";

type Stage =
  | { kind: "edit" }
  | { kind: "confirm"; counts: AffectedCounts }
  | { kind: "done"; result: PersonErasureResult };

export type ProgramOption = { id: string; name: string; programType: string };

/** The merchant's programs, gift-card and loyalty ones each under their heading. */
function ProgramOptions({ programs, text }: { programs: ProgramOption[]; text: GiftCardMessages["gdpr"] }) {
  const groups = [
    { key: "giftcard", label: text.giftCardPrograms, isGiftCard: true },
    { key: "loyalty", label: text.loyaltyPrograms, isGiftCard: false },
  ];
  return groups.map(({ key, label, isGiftCard }) => {
    const ofType = programs.filter((program) => (program.programType === "giftcard") === isGiftCard);
    return ofType.length === 0 ? null : (
      <optgroup key={key} label={label}>
        {ofType.map((program) => (
          <option key={program.id} value={program.id}>
            {program.name}
          </option>
        ))}
      </optgroup>
    );
  });
}

/**
 * Who to erase → dry run with the number of gift cards and members → confirm → result. Nothing changes before
 * the confirm. One request reaches both (see erasure-request.ts).
 */
export function ErasureForm({
  programs,
  prefill = {},
}: {
  programs: ProgramOption[];
  /** Values the form starts with (a member's page links here with its program and member id). */
  prefill?: Partial<FormValues>;
}) {
  const messages = useMessages(GIFT_CARD_MESSAGES);
  const api = useApiMessages();
  const { language } = useLanguageChoice();
  const text = messages.gdpr;
  const router = useRouter();
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: "edit" });
  const [notice, setNotice] = useState<{ tone: "error" | "info"; message: string } | null>(null);
  const [isErasing, setIsErasing] = useState(false);
  const [exporting, setExporting] = useState<"json" | "csv" | null>(null);
  const { register, handleSubmit, setError, getValues, formState } = useForm<FormValues>({
    defaultValues: { ...EMPTY, ...prefill },
    resolver,
  });
  const { errors, isSubmitting } = formState;

  // Move focus to what just appeared (confirmation, result or problem), so keyboard and screen-reader users follow.
  // Only when something appeared: on page load, or when a message is cleared, focus stays where it is.
  useEffect(() => {
    if (stage.kind !== "edit" || notice) panelRef.current?.focus();
  }, [stage, notice]);

  const showProblem = (problem: ApiProblem) => {
    const issues = giftCardIssues(problem, messages, api);
    const formLevel = issues.filter((issue) => !(issue.name in EMPTY));
    for (const issue of issues)
      if (issue.name in EMPTY) {
        setError(issue.name as keyof FormValues, { type: "server", message: issue.message });
      }
    setNotice(
      formLevel.length ? { tone: "error", message: formLevel.map((issue) => issue.message).join(" ") } : null,
    );
  };

  async function check(values: FormValues) {
    setNotice(null);
    if (!namesSomeone(values)) {
      setNotice({ tone: "error", message: text.nobody });
      return;
    }
    const outcome = await callApi(
      apiClient.POST("/v2/gdpr/erasure", {
        params: { query: { ...queryOf(values), dryRun: true } },
        body: bodyOf(values),
      }),
    );
    if (!outcome.ok) return showProblem(outcome.problem);
    const counts = { cards: outcome.data.affectedCards.length, members: outcome.data.affectedMembers.length };
    if (counts.cards + counts.members === 0) return setNotice({ tone: "info", message: text.noMatch });
    setStage({ kind: "confirm", counts });
  }

  /** An access request (Art. 15/20): the same identification as an erasure, recorded in the same history. */
  async function exportAs(format: "json" | "csv", values: FormValues) {
    setNotice(null);
    if (!namesSomeone(values)) {
      setNotice({ tone: "error", message: text.nobody });
      return;
    }
    setExporting(format);
    const outcome = await exportToFile({ values, format });
    setExporting(null);
    if (!outcome.ok) return showProblem(outcome.problem);
    setNotice({
      tone: "info",
      message:
        outcome.cards + outcome.members === 0
          ? text.exportNone
          : text.exported(outcome.cards, outcome.members),
    });
    router.refresh();
  }

  async function erase() {
    setIsErasing(true);
    const values = getValues();
    const outcome = await callApi(
      apiClient.POST("/v2/gdpr/erasure", {
        params: { query: queryOf(values) },
        body: bodyOf(values),
      }),
    );
    setIsErasing(false);
    if (!outcome.ok) {
      setStage({ kind: "edit" });
      return showProblem(outcome.problem);
    }
    if (outcome.data.status !== "completed") {
      setStage({ kind: "edit" });
      return setNotice({ tone: "info", message: text.noMatch });
    }
    setStage({ kind: "done", result: outcome.data });
    router.refresh();
  }

  const errorOf = (name: keyof FormValues) => {
    const error = errors[name];
    if (!error) return undefined;
    if (error.type === "server") return error.message;
    if (name === "customerEmail" && error.type !== "missing") return messages.errors.email;
    return giftCardIssueText(name, fieldErrorKind(error), messages, api);
  };
  const isLocked = stage.kind !== "edit";

  return (
    <div className={styles.stack}>
      <form
        className="form-section"
        onSubmit={handleSubmit(check)}
        noValidate
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {text.formTitle}
        </h2>
        <fieldset className="bare-fieldset" disabled={isLocked}>
          <div className="form-grid">
            <Field id={`${id}-program`} label={text.program} error={errorOf("programId")}>
              {(control) => (
                <select {...control} {...register("programId")} className="select">
                  <option value="">{text.allPrograms}</option>
                  <ProgramOptions programs={programs} text={text} />
                </select>
              )}
            </Field>
            <Field id={`${id}-card`} label={text.cardId} hint={text.cardIdHint} error={errorOf("cardId")}>
              {(control) => (
                <input {...control} {...register("cardId")} className="input" autoComplete="off" />
              )}
            </Field>
            <Field
              id={`${id}-member`}
              label={text.memberId}
              hint={text.memberIdHint}
              error={errorOf("memberId")}
            >
              {(control) => (
                <input {...control} {...register("memberId")} className="input" autoComplete="off" />
              )}
            </Field>
            <Field
              id={`${id}-customer-id`}
              label={text.customerId}
              hint={text.customerIdHint}
              error={errorOf("customerId")}
            >
              {(control) => (
                <input {...control} {...register("customerId")} className="input" autoComplete="off" />
              )}
            </Field>
            <Field
              id={`${id}-email`}
              label={text.customerEmail}
              hint={text.emailHint}
              error={errorOf("customerEmail")}
            >
              {(control) => (
                <input
                  {...control}
                  {...register("customerEmail")}
                  className="input"
                  type="email"
                  autoComplete="off"
                />
              )}
            </Field>
            <Field
              id={`${id}-reason`}
              label={text.reason}
              hint={text.reasonHint}
              error={errorOf("reason")}
              className="span-all"
            >
              {(control) => <textarea {...control} {...register("reason")} className="textarea" rows={3} />}
            </Field>
          </div>
          <div className="form-actions">
            <Button type="submit" isBusy={isSubmitting} className={styles.wrappingButton}>
              {isSubmitting ? text.checking : text.check}
            </Button>
            {(["json", "csv"] as const).map((format) => (
              <Button
                key={format}
                variant="secondary"
                isBusy={exporting === format}
                disabled={exporting !== null}
                onClick={handleSubmit((values) => exportAs(format, values))}
              >
                {text.exportAs(format)}
              </Button>
            ))}
          </div>
        </fieldset>
      </form>
      <div ref={panelRef} tabIndex={-1} aria-live="polite">
        {notice && <Alert tone={notice.tone}>{notice.message}</Alert>}
        {stage.kind === "confirm" && (
          <ErasureConfirmation
            counts={stage.counts}
            isErasing={isErasing}
            text={text}
            onConfirm={erase}
            onCancel={() => setStage({ kind: "edit" })}
          />
        )}
        {stage.kind === "done" && (
          <ErasureResultPanel
            result={stage.result}
            text={text}
            language={language}
            onAgain={() => setStage({ kind: "edit" })}
          />
        )}
      </div>
    </div>
  );
}
