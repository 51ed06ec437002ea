"use client";

import Link from "next/link";
import { FormProvider } from "react-hook-form";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { AccountStep } from "./account-step";
import { CompanyStep } from "./company-step";
import { ConsentStep } from "./consent-step";
import { InboxStep } from "./inbox-step";
import { LiveRegion } from "./live-region";
import { ProblemAlerts } from "./problem-alert";
import styles from "./signup.module.css";
import { StepActions } from "./step-actions";
import { StepHeading } from "./step-heading";
import { useSignupFlow } from "./use-signup-flow";

const STEP_FIELDS = { account: AccountStep, company: CompanyStep, consent: ConsentStep } as const;

export function SignupWizard() {
  const flow = useSignupFlow();
  const isHydrated = useIsHydrated();
  const { step, pending, t } = flow;
  const StepFields = step === "inbox" ? null : STEP_FIELDS[step];

  return (
    <div lang={flow.language}>
      <div className="card">
        <LiveRegion announcement={flow.announcement} />
        <StepHeading ref={flow.headingRef} step={step} t={t} />
        {step !== "inbox" && <p className={styles.lead}>{t.steps[step].lead}</p>}
        <ProblemAlerts problem={flow.problem} retrySeconds={flow.retrySeconds} t={t} />
        {step !== "inbox" && StepFields && (
          <FormProvider {...flow.form}>
            <form noValidate onSubmit={flow.submitStep}>
              <fieldset className={`form ${styles.bare}`} disabled={!isHydrated}>
                <StepFields />
                <StepActions
                  step={step}
                  isBusy={flow.form.formState.isSubmitting}
                  isWaiting={flow.retrySeconds > 0}
                  onBack={flow.goBack}
                  t={t}
                />
              </fieldset>
            </form>
          </FormProvider>
        )}
        {step === "inbox" && pending && (
          <InboxStep
            email={pending.request.email}
            password={pending.request.passwordHash}
            pendingId={pending.pendingId}
            resendWaitSeconds={flow.retrySeconds}
            onActivated={flow.signInAndContinue}
            onResend={flow.resend}
            onChangeDetails={flow.goBack}
          />
        )}
      </div>
      <p className="auth-card__footer">
        {t.footer.haveAccount} <Link href="/signin">{t.actions.signIn}</Link>
      </p>
    </div>
  );
}
