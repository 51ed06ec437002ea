"use client";

import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ActivationForm } from "./activation-form";
import { useLanguage } from "./i18n/use-language";
import styles from "./signup.module.css";
import type { ActivatedAccount } from "./signup-api";

type InboxStepProps = {
  email: string;
  /** Submitted in this tab; activation needs it and the wizard keeps it in memory. */
  password: string;
  pendingId: string;
  resendWaitSeconds: number;
  onActivated: (account: ActivatedAccount) => Promise<boolean>;
  onResend: () => Promise<boolean>;
  onChangeDetails: () => void;
};

export function InboxStep({
  email,
  password,
  pendingId,
  resendWaitSeconds,
  onActivated,
  onResend,
  onChangeDetails,
}: InboxStepProps) {
  const { t } = useLanguage();
  const [isResending, setIsResending] = useState(false);
  const [resendCount, setResendCount] = useState(0);
  const resentMessage = useRef<HTMLDivElement>(null);

  const resend = async () => {
    setIsResending(true);
    const isSent = await onResend();
    setIsResending(false);
    if (!isSent) return;
    setResendCount((count) => count + 1);
    // The button now waits out the resend interval (disabled), so focus goes to the message it produced.
    requestAnimationFrame(() => resentMessage.current?.focus());
  };

  return (
    <>
      <p className={styles.lead}>
        {t.inbox.sentTo} <strong className={styles.address}>{email}</strong>. {t.inbox.enterCode}
      </p>
      <div className={styles.alerts} role="status" tabIndex={-1} ref={resentMessage}>
        {resendCount > 0 && (
          <Alert tone="success">
            <p>{t.inbox.resent(email)}</p>
          </Alert>
        )}
      </div>
      {/* A new code replaces the old one: start with an empty field. */}
      <ActivationForm
        key={resendCount}
        pendingId={pendingId}
        knownPassword={password}
        onActivated={onActivated}
      />
      <div className={styles.resend}>
        <p className="muted">{t.inbox.noEmail}</p>
        <div className={styles.actions}>
          <Button variant="secondary" isBusy={isResending} disabled={resendWaitSeconds > 0} onClick={resend}>
            {isResending ? t.actions.resending : t.actions.resend}
          </Button>
          <Button variant="ghost" onClick={onChangeDetails} disabled={isResending}>
            {t.actions.changeDetails}
          </Button>
        </div>
      </div>
    </>
  );
}
