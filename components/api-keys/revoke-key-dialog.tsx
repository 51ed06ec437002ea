"use client";

import { useEffect, useId, useRef } from "react";
import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * The question before a revoke, as a modal <dialog> (the program list's delete dialog does the same): focus
 * stays inside, Escape cancels, Cancel has focus first, and focus returns to the opener when it closes.
 */
export function RevokeKeyDialog({
  name,
  isBusy,
  error,
  onCancel,
  onConfirm,
}: {
  name: string;
  isBusy: boolean;
  error?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useMessages(API_KEY_MESSAGES).revokeDialog;
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onCancel();
      }}
    >
      <h2 id={titleId}>{t.title(name)}</h2>
      <p id={bodyId}>{t.body}</p>
      {error && (
        <div role="alert">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="confirm-dialog__actions">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isBusy}>
          {t.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} isBusy={isBusy}>
          {t.confirm}
        </Button>
      </div>
    </dialog>
  );
}
