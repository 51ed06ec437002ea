import Link from "next/link";
import { labelOf, PROGRAM_SCHEMA_LABELS, PROGRAM_TYPE_LABELS } from "@/components/programs/labels";
import { formatDate, type ProgramSummary } from "@/components/programs/program-summary";

export function ProgramTable({ programs, newId }: { programs: ProgramSummary[]; newId?: string }) {
  return (
    <div className="table-wrap only-desktop">
      <table className="table">
        <caption className="visually-hidden">Your programs</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Schema</th>
            <th scope="col">Pass type identifier</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {programs.map((program) => (
            <tr key={program.id} data-program-id={program.id} data-new={program.id === newId || undefined}>
              <th scope="row">
                <Link href={`/programs/${program.id}`}>{program.name}</Link>
              </th>
              <td className="nowrap">{labelOf(PROGRAM_TYPE_LABELS, program.programType)}</td>
              <td>{labelOf(PROGRAM_SCHEMA_LABELS, program.schema)}</td>
              <td>
                <code>{program.passTypeIdentifier}</code>
              </td>
              <td className="nowrap">
                <time dateTime={program.updatedAt}>{formatDate(program.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
