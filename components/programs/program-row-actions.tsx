"use client";

import { useMessages } from "@/components/i18n/language-context";
import { PROGRAM_LIST_MESSAGES } from "@/components/programs/list-i18n/messages";
import { useProgramActions } from "@/components/programs/program-actions-provider";
import type { ActionTarget } from "@/components/programs/program-summary";
import { ActionMenu, type ActionMenuItem } from "@/components/ui/action-menu";

/** One menu per program: its pages, its id for the API, and archive, duplicate and delete (which asks first). */
export function ProgramRowActions({ program }: { program: ActionTarget }) {
  const text = useMessages(PROGRAM_LIST_MESSAGES).actions;
  const { busyId, toggleArchived, duplicate, askDelete, copyId } = useProgramActions();
  const base = `/programs/${program.id}`;
  const pages: ActionMenuItem[] =
    program.programType === "loyalty"
      ? [
          { key: "members", label: text.members, href: `${base}/members` },
          { key: "offers", label: text.offers, href: `${base}/offers` },
        ]
      : [{ key: "cards", label: text.giftCards, href: `/giftcards?program=${program.id}` }];
  const items: ActionMenuItem[] = [
    { key: "edit", label: text.edit, href: base },
    ...pages,
    { key: "copy", label: text.copyId, onSelect: () => copyId(program) },
    {
      key: "archive",
      label: program.status === "archived" ? text.unarchive : text.archive,
      onSelect: () => toggleArchived(program),
    },
    { key: "duplicate", label: text.duplicate, onSelect: () => duplicate(program) },
    { key: "delete", label: text.delete, tone: "danger", onSelect: () => askDelete(program) },
  ];
  return (
    <ActionMenu
      label={text.menu}
      accessibleLabel={text.menuLabel(program.name)}
      items={items}
      isBusy={busyId === program.id}
    />
  );
}
