"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { activateSignupSchema } from "@/lib/schemas/signup";
import { formPathFromLoc } from "./api-location";
import { fieldErrorText } from "./error-text";
import { useLanguage } from "./i18n/use-language";
import { LiveRegion, useAnnouncer } from "./live-region";
import type { Problem } from "./problem";
import { ProblemAlerts } from "./problem-alert";
import styles from "./signup.module.css";
import { type ActivatedAccount, activateSignup } from "./signup-api";
import { useCountdown } from "./use-countdown";

const resolver = typedZodResolver(activateSignupSchema);

// People paste "123 456" or "123-456"; the API wants the six digits only.
const digitsOnly = (value: unknown) => String(value ?? "").replace(/\D/g, "");

type ActivationFormProps = {
  pendingId: string;
  defaultCode?: string;
  /** Activate at once with `defaultCode` (the e-mail link's code). */
  shouldActivateOnMount?: boolean;
  /** Resolves true when the page is moving on, so the button stays busy until it has. */
  onActivated: (account: ActivatedAccount) => Promise<boolean> | boolean;
};

export function ActivationForm({
  pendingId,
  defaultCode = "",
  shouldActivateOnMount = false,
  onActivated,
}: ActivationFormProps) {
  const id = useId();
  const { language, t } = useLanguage();
  const retry = useCountdown();
  const isHydrated = useIsHydrated();
  const { announcement, announce } = useAnnouncer();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { code: digitsOnly(defaultCode) } });

  const activate = handleSubmit(async ({ code }) => {
    setProblem(null);
    const result = await activateSignup(pendingId, code, language);
    if (result.ok) {
      setIsLeaving(await onActivated(result.data));
      return;
    }
    const { failure } = result;
    if (failure.kind === "rate-limited") {
      retry.start(failure.retryAfterSeconds);
      announce(t.errors.rateLimited(failure.retryAfterSeconds));
      return;
    }
    if (failure.kind === "code") {
      setError("code", { type: failure.code, message: failure.message }, { shouldFocus: true });
      return;
    }
    const codeIssue =
      failure.kind === "validation"
        ? failure.issues.find((issue) => formPathFromLoc(issue.loc) === "code")
        : undefined;
    if (codeIssue) {
      setError("code", { type: codeIssue.type, message: codeIssue.msg }, { shouldFocus: true });
      return;
    }
    setProblem(failure.kind === "network" ? failure : { kind: "unexpected" });
  });

  const hasActivatedOnMount = useRef(false);
  useEffect(() => {
    if (!shouldActivateOnMount || hasActivatedOnMount.current) return;
    hasActivatedOnMount.current = true;
    void activate();
  }, [shouldActivateOnMount, activate]);

  const isBusy = isSubmitting || isLeaving;
  return (
    <form noValidate onSubmit={activate}>
      <LiveRegion announcement={announcement} />
      <ProblemAlerts problem={problem} retrySeconds={retry.secondsLeft} t={t} />
      <fieldset className={`form ${styles.bare}`} disabled={!isHydrated}>
        <Field
          id={`${id}-code`}
          label={t.fields.code}
          hint={t.hints.code}
          error={fieldErrorText("code", errors.code, t)}
        >
          {(control) => (
            <input
              {...control}
              {...register("code", { setValueAs: digitsOnly })}
              className={`input ${styles.codeInput}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              enterKeyHint="go"
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" isBusy={isBusy} disabled={retry.secondsLeft > 0}>
            {isLeaving ? t.actions.signingIn : isSubmitting ? t.actions.activating : t.actions.activate}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
