"use client";

import { useEffect, useRef, useState } from "react";
import { callApi, publicApiClient } from "@/components/api/public-client";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { MARKETING_CONFIRMATION_COPY } from "./i18n/marketing-confirmation";
import styles from "./public.module.css";

type Outcome = "confirmed" | "gone" | "failed";

/**
 * The double opt-in (decision 042): the e-mailed link opens this page, and the consent counts once the person
 * presses the button — not on opening, so a mail scanner that follows links confirms nothing. Pressing it again
 * confirms again (idempotent).
 */
export function MarketingConfirmation({ token }: { token: string }) {
  const t = useMessages(MARKETING_CONFIRMATION_COPY);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const message = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) message.current?.focus();
  }, [outcome]);

  async function onConfirm() {
    setIsBusy(true);
    const result = await callApi(
      publicApiClient.POST("/v2/public/marketing-confirmation", { body: { token } }),
    );
    setIsBusy(false);
    setOutcome(result.ok ? "confirmed" : result.problem.status === 404 ? "gone" : "failed");
  }

  return (
    <section className={styles.panel}>
      <div ref={message} tabIndex={-1} role="status" className="live-slot">
        {outcome && <Alert tone={outcome === "confirmed" ? "success" : "error"}>{t[outcome]}</Alert>}
      </div>
      <p className={styles.prose}>{t.body}</p>
      {outcome !== "confirmed" && (
        <Button type="button" onClick={onConfirm} isBusy={isBusy}>
          {t.confirm}
        </Button>
      )}
    </section>
  );
}
