"use client";

import { useEffect, useId, useRef } from "react";
import { useMessages } from "@/components/i18n/language-context";
import { PROGRAM_LIST_MESSAGES } from "@/components/programs/list-i18n/messages";
import type { ActionTarget } from "@/components/programs/program-actions-provider";
import { Button } from "@/components/ui/button";

/**
 * The question before a delete, as a modal <dialog>: the browser keeps focus inside, Escape cancels, and
 * focus returns to the Delete button that opened it (after a delete, the notice takes it). Cancel has focus first: the safe choice is the default.
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // The browser gives focus back only when an attached dialog closes; this one is unmounted instead.
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
      <h2 id={titleId}>{text.title(program.name)}</h2>
      <div id={bodyId}>
        <p>{text.body}</p>
        <p>
          <strong>{text.purge(program.retentionDays)}</strong>
        </p>
      </div>
      <div className="confirm-dialog__actions">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isBusy}>
          {text.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} isBusy={isBusy}>
          {text.confirm}
        </Button>
      </div>
    </dialog>
  );
}
