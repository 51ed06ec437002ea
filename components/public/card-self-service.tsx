"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLanguageChoice, useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { eraseCardSchema } from "@/lib/schemas/member-code";
import { eraseCard, requestErasureCode, stopMarketing } from "./card-self-service-api";
import { SELF_SERVICE_COPY } from "./i18n/self-service";
import { OneTimeCodeField, withoutSpaces } from "./one-time-code-field";
import styles from "./public.module.css";

type Step = "idle" | "code" | "deleted";
type CodeValues = { code: string };

/**
 * The card page's self-service (decision 042): "Stop marketing messages" (at once) and "Delete my card and data"
 * (a code goes to the member's e-mail; typed here, the member's GDPR erasure runs). Each answer is announced and
 * takes the focus, so a screen reader hears it.
 */
export function CardSelfService({ token }: { token: string }) {
  const t = useMessages(SELF_SERVICE_COPY);
  const { language } = useLanguageChoice();
  const id = useId();
  const [step, setStep] = useState<Step>("idle");
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const resolver = useMemo(() => typedZodResolver(eraseCardSchema.pick({ code: true })), []);
  const form = useForm<CodeValues>({ resolver, defaultValues: { code: "" } });
  const { register, handleSubmit, formState, setFocus } = form;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (step === "code") setFocus("code");
  }, [step, setFocus]);

  const problemText = (status: number) => (status === 429 ? t.tooMany : t.failed);

  async function onStopMarketing() {
    setIsBusy(true);
    const result = await stopMarketing(token);
    setIsBusy(false);
    setNotice(
      result.ok
        ? { tone: "success", text: t.marketingStopped }
        : { tone: "error", text: problemText(result.problem.status) },
    );
  }

  async function onDelete() {
    setIsBusy(true);
    const result = await requestErasureCode(token, language);
    setIsBusy(false);
    if (result.ok) {
      setNotice(null);
      setStep("code");
    } else setNotice({ tone: "error", text: problemText(result.problem.status) });
  }

  async function onCode({ code }: CodeValues) {
    const result = await eraseCard(token, code);
    if (result.ok) {
      setStep("deleted");
      setNotice({ tone: "success", text: t.deleted });
      return;
    }
    const isWrongCode = result.problem.code === "CODE_INVALID";
    setNotice({ tone: "error", text: isWrongCode ? t.codeInvalid : problemText(result.problem.status) });
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      <div ref={noticeRef} tabIndex={-1} role="status" className="live-slot">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
      {step !== "deleted" && (
        <>
          <Button
            type="button"
            variant="secondary"
            className={styles.wrappingButton}
            onClick={onStopMarketing}
            isBusy={isBusy}
          >
            {t.stopMarketing}
          </Button>
          <p className={styles.prose}>{t.deleteIntro}</p>
          {step === "idle" && (
            <Button
              type="button"
              variant="danger"
              className={styles.wrappingButton}
              onClick={onDelete}
              isBusy={isBusy}
            >
              {t.deleteCard}
            </Button>
          )}
        </>
      )}
      {step === "code" && (
        <form className={styles.form} onSubmit={handleSubmit(onCode)} noValidate>
          <p className={styles.prose}>{t.codeSent}</p>
          <OneTimeCodeField
            id={`${id}-code`}
            label={t.codeLabel}
            error={formState.errors.code ? t.codeFormat : undefined}
            registration={register("code", { setValueAs: withoutSpaces })}
          />
          <Button
            type="submit"
            variant="danger"
            className={styles.wrappingButton}
            isBusy={formState.isSubmitting}
          >
            {t.confirmDelete}
          </Button>
        </form>
      )}
    </section>
  );
}
