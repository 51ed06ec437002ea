"use client";

import { useMessages } from "@/components/i18n/language-context";
import { PROGRAM_LIST_MESSAGES } from "@/components/programs/list-i18n/messages";
import { ProgramActionsProvider, useProgramActions } from "@/components/programs/program-actions-provider";
import styles from "@/components/programs/program-list.module.css";
import type { ActionTarget } from "@/components/programs/program-summary";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

function StatusActions({ program }: { program: ActionTarget }) {
  const messages = useMessages(PROGRAM_LIST_MESSAGES);
  const { actions, statusSection: text } = messages;
  const { busyId, toggleArchived, duplicate, askDelete } = useProgramActions();
  const isBusy = busyId === program.id;
  const isArchived = program.status === "archived";
  const badgeTone = isArchived ? styles.statusArchived : styles.statusActive;
  return (
    <>
      <p>
        <span className={`badge ${badgeTone}`}>{messages.statuses[program.status]}</span>{" "}
        {text.current(messages.statuses[program.status])} {isArchived ? text.archivedHint : text.activeHint}
      </p>
      <p className="muted">
        {text.duplicateHint} {text.retention(program.retentionDays)}
      </p>
      <p className={styles.programId}>
        <span>{actions.idLabel}</span>
        <CopyButton value={program.id} label={actions.copyId} copiedText={actions.copied} />
      </p>
      <div className="row-actions">
        <Button variant="secondary" disabled={isBusy} onClick={() => toggleArchived(program)}>
          {isArchived ? actions.unarchive : actions.archive}
        </Button>
        <Button variant="secondary" disabled={isBusy} onClick={() => duplicate(program)}>
          {actions.duplicate}
        </Button>
        <Button variant="danger" disabled={isBusy} onClick={() => askDelete(program)}>
          {actions.delete}
        </Button>
      </div>
    </>
  );
}

/**
 * Archive, duplicate and delete on a program's own page, beside (not inside) the builder's form, so that these
 * actions never mix with unsaved edits.
 */
export function ProgramStatusSection({ program }: { program: ActionTarget }) {
  const text = useMessages(PROGRAM_LIST_MESSAGES).statusSection;
  return (
    <section className="form-section program-status-section" aria-labelledby="program-status-title">
      <h2 id="program-status-title">{text.title}</h2>
      <ProgramActionsProvider mode="detail">
        <StatusActions program={program} />
      </ProgramActionsProvider>
    </section>
  );
}
