import Link from "next/link";
import { formatDate } from "@/components/i18n/format";
import type { ProgramListMessages } from "@/components/programs/list-i18n/messages";
import { ProgramRowActions } from "@/components/programs/program-row-actions";
import { ProgramStatusBadge } from "@/components/programs/program-status-badge";
import { actionTargetOf, type ProgramSummary } from "@/components/programs/program-summary";
import type { Language } from "@/lib/i18n/language";
import { programUsesField } from "@/lib/schemas/program";

type ProgramCardsProps = {
  programs: ProgramSummary[];
  newId?: string;
  messages: ProgramListMessages;
  language: Language;
};

/** The phone layout of the program list: one card per program (the sort is the toolbar's select). */
export function ProgramCards({ programs, newId, messages, language }: ProgramCardsProps) {
  const { columns } = messages;
  return (
    <ul className="program-cards only-phone" aria-label={messages.tableCaption}>
      {programs.map((program) => (
        <li
          key={program.id}
          className="card program-card"
          data-program-id={program.id}
          data-new={program.id === newId || undefined}
        >
          <h2>
            <Link href={`/programs/${program.id}`}>{program.name}</Link>
          </h2>
          <dl>
            <dt>{columns.status}</dt>
            <dd>
              <ProgramStatusBadge status={program.status} messages={messages} />
            </dd>
            <dt>{columns.type}</dt>
            <dd>{messages.programTypes[program.programType]}</dd>
            {programUsesField(program, "schema") && (
              <>
                <dt>{columns.schema}</dt>
                <dd>{messages.programSchemas[program.schema]}</dd>
              </>
            )}
            <dt>{columns.passTypeShort}</dt>
            <dd>
              <code>{program.passTypeIdentifier}</code>
            </dd>
            <dt>{columns.created}</dt>
            <dd>
              <time dateTime={program.createdAt}>{formatDate(program.createdAt, language)}</time>
            </dd>
          </dl>
          <div className="program-card__actions">
            <ProgramRowActions program={actionTargetOf(program)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
