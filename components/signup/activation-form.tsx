"use client";

import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/credential-fields";
import { Field } from "@/components/ui/field";
import { typedZodResolver } from "@/components/ui/typed-zod-resolver";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { activateSignupSchema } from "@/lib/schemas/signup";
import { formPathFromLoc } from "./api-location";
import { fieldErrorText } from "./error-text";
import { planFailure } from "./failure-plan";
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
  /**
   * The password the wizard submitted in this tab (kept in memory only). Without it — the e-mailed link
   * opened elsewhere — the form asks for it: activation needs it (docs/decisions/006).
   */
  knownPassword?: string;
  /** Resolves true when the page is moving on, so the button stays busy until it has. */
  onActivated: (account: ActivatedAccount) => Promise<boolean> | boolean;
};

export function ActivationForm({
  pendingId,
  defaultCode = "",
  knownPassword,
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
  } = useForm({ resolver, defaultValues: { code: digitsOnly(defaultCode), password: knownPassword ?? "" } });
  const asksPassword = knownPassword === undefined;

  const activate = handleSubmit(async (body) => {
    setProblem(null);
    const result = await activateSignup(pendingId, body, language);
    if (result.ok) {
      setIsLeaving(await onActivated(result.data));
      return;
    }
    const plan = planFailure(result.problem);
    if (plan.retryAfterSeconds !== null) {
      retry.start(plan.retryAfterSeconds);
      announce(t.errors.rateLimited(plan.retryAfterSeconds));
      return;
    }
    if (plan.problem?.kind === "code") {
      // A wrong password is the password field's problem, unless the field is not shown (this tab's own).
      const field = plan.problem.code === "WRONG_PASSWORD" && asksPassword ? "password" : "code";
      setError(field, { type: plan.problem.code }, { shouldFocus: true });
      return;
    }
    const issue = result.problem.issues.find((item) =>
      ["code", "password"].includes(formPathFromLoc(item.loc) ?? ""),
    );
    const issueField = issue && formPathFromLoc(issue.loc);
    if (issue && (issueField === "code" || (issueField === "password" && asksPassword))) {
      setError(issueField, { type: issue.type }, { shouldFocus: true });
      return;
    }
    setProblem(plan.problem?.kind === "network" ? plan.problem : { kind: "unexpected" });
  });

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
        {asksPassword && (
          <PasswordField
            id={`${id}-password`}
            purpose="current"
            hint={t.hints.activationPassword}
            error={fieldErrorText("activationPassword", errors.password, t)}
            {...register("password")}
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" isBusy={isBusy} disabled={retry.secondsLeft > 0}>
            {isLeaving ? t.actions.signingIn : isSubmitting ? t.actions.activating : t.actions.activate}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
