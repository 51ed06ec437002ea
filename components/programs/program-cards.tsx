import Link from "next/link";
import { labelOf, PROGRAM_SCHEMA_LABELS, PROGRAM_TYPE_LABELS } from "@/components/programs/labels";
import { formatDate, type ProgramSummary } from "@/components/programs/program-summary";

/** The phone layout of the program list: one card per program. */
export function ProgramCards({ programs, newId }: { programs: ProgramSummary[]; newId?: string }) {
  return (
    <ul className="program-cards only-phone" aria-label="Your programs">
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
            <dt>Type</dt>
            <dd>{labelOf(PROGRAM_TYPE_LABELS, program.programType)}</dd>
            <dt>Schema</dt>
            <dd>{labelOf(PROGRAM_SCHEMA_LABELS, program.schema)}</dd>
            <dt>Pass type</dt>
            <dd>
              <code>{program.passTypeIdentifier}</code>
            </dd>
            <dt>Updated</dt>
            <dd>
              <time dateTime={program.updatedAt}>{formatDate(program.updatedAt)}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
