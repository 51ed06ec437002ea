import Link from "next/link";
import { useApiMessages } from "@/components/api/i18n/messages";
import { Alert } from "@/components/ui/alert";
import type { SignupMessages } from "./i18n/messages";
import { offersSignIn, type Problem, problemText } from "./problem";
import styles from "./signup.module.css";

type ProblemAlertsProps = { problem: Problem | null; retrySeconds: number; t: SignupMessages };

/**
 * What went wrong above the form (read out as it appears), and how long a rate limit still lasts — kept
 * out of the live region, or every tick would be read out; the wizard announces the wait once.
 */
export function ProblemAlerts({ problem, retrySeconds, t }: ProblemAlertsProps) {
  const api = useApiMessages();
  return (
    <div className={styles.alerts}>
      <div role="alert">
        {problem && (
          <Alert tone="error">
            <p>
              {problemText(problem, t, api)}{" "}
              {offersSignIn(problem) && <Link href="/signin">{t.errors.signInInstead}</Link>}
            </p>
          </Alert>
        )}
      </div>
      {retrySeconds > 0 && (
        <Alert tone="warning">
          <p>{t.errors.rateLimited(retrySeconds)}</p>
        </Alert>
      )}
    </div>
  );
}
