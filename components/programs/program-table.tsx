import Link from "next/link";
import { formatDate } from "@/components/i18n/format";
import type { ProgramListMessages } from "@/components/programs/list-i18n/messages";
import type { ProgramListQuery } from "@/components/programs/list-query";
import styles from "@/components/programs/program-list.module.css";
import { ProgramRowActions } from "@/components/programs/program-row-actions";
import { ProgramStatusBadge } from "@/components/programs/program-status-badge";
import { actionTargetOf, type ProgramSummary } from "@/components/programs/program-summary";
import { SortHeader } from "@/components/programs/sort-header";
import type { Language } from "@/lib/i18n/language";
import { programUsesField } from "@/lib/schemas/program";

type ProgramTableProps = {
  programs: ProgramSummary[];
  newId?: string;
  query: ProgramListQuery;
  messages: ProgramListMessages;
  language: Language;
};

export function ProgramTable({ programs, newId, query, messages, language }: ProgramTableProps) {
  const { columns } = messages;
  return (
    <div className="table-wrap only-desktop">
      <table className="table">
        <caption className="visually-hidden">{messages.tableCaption}</caption>
        <thead>
          <tr>
            <SortHeader column="name" label={columns.name} query={query} messages={messages} />
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.passType}</th>
            <SortHeader column="createdAt" label={columns.created} query={query} messages={messages} />
            <th scope="col">{columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {programs.map((program) => (
            <tr
              key={program.id}
              data-program-id={program.id}
              data-new={program.id === newId || undefined}
              className={program.status === "archived" ? styles.archivedRow : undefined}
            >
              <th scope="row">
                <Link href={`/programs/${program.id}`}>{program.name}</Link>
              </th>
              <td>
                <ProgramStatusBadge status={program.status} messages={messages} />
              </td>
              <td className="nowrap">
                {messages.programTypes[program.programType]}
                {programUsesField(program, "schema") && (
                  <>
                    <br />
                    <span className="muted">{messages.programSchemas[program.schema]}</span>
                  </>
                )}
              </td>
              <td>
                <code>{program.passTypeIdentifier}</code>
              </td>
              <td className="nowrap">
                <time dateTime={program.createdAt}>{formatDate(program.createdAt, language)}</time>
              </td>
              <td>
                <ProgramRowActions program={actionTargetOf(program)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
