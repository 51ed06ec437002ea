import { Button } from "@/components/ui/button";
import type { SignupMessages } from "./i18n/messages";
import styles from "./signup.module.css";
import type { FormStep } from "./steps";

type StepActionsProps = {
  step: FormStep;
  isBusy: boolean;
  isWaiting: boolean;
  onBack: () => void;
  t: SignupMessages;
};

export function StepActions({ step, isBusy, isWaiting, onBack, t }: StepActionsProps) {
  const isLast = step === "consent";
  return (
    <div className={styles.actions}>
      {step !== "account" && (
        <Button variant="secondary" onClick={onBack} disabled={isBusy}>
          {t.actions.back}
        </Button>
      )}
      <Button type="submit" isBusy={isBusy} disabled={isLast && isWaiting}>
        {isLast ? (isBusy ? t.actions.creating : t.actions.create) : t.actions.continue}
      </Button>
    </div>
  );
}
