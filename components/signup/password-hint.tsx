import { SIGNUP_LIMITS } from "@/lib/schemas/signup";
import type { SignupMessages } from "./i18n/messages";
import { passwordStrength, type StrengthLevel } from "./password-strength";
import styles from "./signup.module.css";
import { usePasswordEstimator } from "./use-password-estimator";

const MIN_LENGTH = SIGNUP_LIMITS.passwordHash.minLength;
const FILLED_BARS: Record<StrengthLevel, number> = { weak: 1, fair: 2, good: 3, strong: 4 };

/** The password field's hint: the rule before typing, then a strength bar and what would help. */
export function PasswordHint({ password, t }: { password: string; t: SignupMessages }) {
  const estimate = usePasswordEstimator(password.length > 0);
  if (!password || !estimate) return t.hints.password(MIN_LENGTH);
  const strength = passwordStrength(password, MIN_LENGTH, estimate);
  const level = strength.isLongEnough ? strength.level : null;
  const filled = level ? FILLED_BARS[level] : 0;
  const tip = strength.isLongEnough ? strength.tips[0] : undefined;
  // Spans only: a field hint is a paragraph.
  return (
    <span className={styles.strength} data-level={level ?? "short"}>
      <span className={styles.bars} aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} data-filled={bar <= filled} />
        ))}
      </span>
      <span>
        {strength.isLongEnough ? (
          <>
            {t.strength.label}: <strong>{t.strength.levels[strength.level]}</strong>.{" "}
            {tip && t.strength.tips[tip]}
          </>
        ) : (
          t.strength.missing(strength.missingCharacters)
        )}
      </span>
    </span>
  );
}
