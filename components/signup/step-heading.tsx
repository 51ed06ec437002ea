import type { Ref } from "react";
import type { SignupMessages } from "./i18n/messages";
import styles from "./signup.module.css";
import { STEP_COUNT, type Step, stepNumber } from "./steps";

type StepHeadingProps = { step: Step; t: SignupMessages; ref: Ref<HTMLHeadingElement> };

const stateOf = (segment: number, current: number) =>
  segment < current ? "done" : segment === current ? "current" : "todo";

/** Progress bar and the step's title; the wizard moves focus here when the step changes. */
export function StepHeading({ step, t, ref }: StepHeadingProps) {
  const current = stepNumber(step);
  return (
    <>
      <ol className={styles.progress} aria-hidden="true">
        {Array.from({ length: STEP_COUNT }, (_, index) => index + 1).map((segment) => (
          <li key={segment} data-state={stateOf(segment, current)} />
        ))}
      </ol>
      <h1 ref={ref} tabIndex={-1} className={styles.heading}>
        <span className={styles.eyebrow}>{t.stepOf(current, STEP_COUNT)}</span> {t.steps[step].title}
      </h1>
    </>
  );
}
