"use client";

import { useMessages } from "@/components/i18n/language-context";
import { PROGRAM_LIST_MESSAGES } from "@/components/programs/list-i18n/messages";
import { type ActionTarget, useProgramActions } from "@/components/programs/program-actions-provider";
import { Button } from "@/components/ui/button";

/** Archive/Unarchive, Duplicate and Delete for one program; each button's name includes the program's. */
export function ProgramRowActions({ program }: { program: ActionTarget }) {
  const text = useMessages(PROGRAM_LIST_MESSAGES).actions;
  const { busyId, toggleArchived, duplicate, askDelete } = useProgramActions();
  const isBusy = busyId === program.id;
  const named = (label: string) => (
    <>
      {label}
      <span className="visually-hidden"> {program.name}</span>
    </>
  );
  return (
    <div className="row-actions">
      <Button variant="secondary" size="small" disabled={isBusy} onClick={() => toggleArchived(program)}>
        {named(program.status === "archived" ? text.unarchive : text.archive)}
      </Button>
      <Button variant="secondary" size="small" disabled={isBusy} onClick={() => duplicate(program)}>
        {named(text.duplicate)}
      </Button>
      <Button variant="danger" size="small" disabled={isBusy} onClick={() => askDelete(program)}>
        {named(text.delete)}
      </Button>
    </div>
  );
}
