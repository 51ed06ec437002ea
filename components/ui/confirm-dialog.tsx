"use client";

import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";

type ConfirmDialogProps = {
  title: ReactNode;
  /** What happens, and what cannot be undone. */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** "danger" for what deletes or ends something; "primary" for what only goes ahead. */
  tone?: "danger" | "primary";
  isBusy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The question before an action that cannot be undone, as a modal <dialog> (mount it to ask, unmount it to close):
 * the browser keeps focus inside, Escape cancels, and focus returns to the button that opened it (after the
 * action, the page's notice takes it). Cancel has focus first: the safe choice is the default.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = "danger",
  isBusy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
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
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <div className="confirm-dialog__actions">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isBusy}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} isBusy={isBusy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
