"use client";

import { API_KEY_MESSAGES } from "@/components/api-keys/i18n/messages";
import { useMessages } from "@/components/i18n/language-context";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The question before a revoke (components/ui/confirm-dialog), with the failure of a revoke shown inside it. */
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
  return (
    <ConfirmDialog
      title={t.title(name)}
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      isBusy={isBusy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t.body}</p>
      {error && (
        <div role="alert">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </ConfirmDialog>
  );
}
