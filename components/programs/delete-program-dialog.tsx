"use client";

import { useMessages } from "@/components/i18n/language-context";
import { PROGRAM_LIST_MESSAGES } from "@/components/programs/list-i18n/messages";
import type { ActionTarget } from "@/components/programs/program-summary";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The question before a program's delete, naming when it is purged for good. */
export function DeleteProgramDialog({
  program,
  isBusy,
  onCancel,
  onConfirm,
}: {
  program: ActionTarget;
  isBusy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const text = useMessages(PROGRAM_LIST_MESSAGES).deleteDialog;
  return (
    <ConfirmDialog
      title={text.title(program.name)}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      isBusy={isBusy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{text.body}</p>
      <p>
        <strong>{text.purge(program.retentionDays)}</strong>
      </p>
    </ConfirmDialog>
  );
}
