import type { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { newestFirst } from "@/lib/db/newest-first";
import {
  DEFAULT_PROGRAM_LIST_SORT,
  type ListProgramsQuery,
  type ProgramListSort,
} from "@/lib/schemas/program";
import type { programListSchema } from "@/lib/schemas/program-response";
import { toProgramDto } from "@/lib/services/programs/program-dto";

/** One page as the API answers it: the type follows the documented response schema. */
export type ProgramPage = z.output<typeof programListSchema>;

type StoredProgram = Parameters<typeof toProgramDto>[0];

const SEARCHED_FIELDS = ["name", "description", "passTypeIdentifier"] as const;

function matchesSearch(program: StoredProgram, search: string): boolean {
  return SEARCHED_FIELDS.some((field) => program[field]?.toLocaleLowerCase().includes(search));
}

// Case and accents ignored, digits by value ("Plan 2" before "plan 10"), as a person scanning the list expects.
const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Every order ends with newest first, so equal names (or equal instants) still list in a stable order. */
const ORDERS: Record<ProgramListSort, (a: StoredProgram, b: StoredProgram) => number> = {
  "-createdAt": newestFirst,
  createdAt: (a, b) => -newestFirst(a, b),
  name: (a, b) => byName.compare(a.name, b.name) || newestFirst(a, b),
  "-name": (a, b) => byName.compare(b.name, a.name) || newestFirst(a, b),
};

/** A stored program without a status predates issue 11 and is active. */
const statusOf = (program: StoredProgram) => (program.status === "archived" ? "archived" : "active");

/**
 * `offset`, when given, wins over `page`. One query with a top-level equality on the merchant reads only that
 * merchant's programs (pushed down to the embedded database, index-backed on MongoDB); status, search, order and
 * page are applied here, so the total costs no second pass (see docs/queries-that-scale.md).
 */
export async function listPrograms({
  merchantId,
  query,
  onlyIds,
}: {
  merchantId: string;
  query: Omit<ListProgramsQuery, "sort"> & { sort?: ProgramListSort };
  /** Only these programs (an app key limited to some templates sees the programs they use). */
  onlyIds?: ReadonlySet<string> | null;
}): Promise<ProgramPage> {
  await connectToDatabase();
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const stored: StoredProgram[] = await Program.find({ merchantId }).lean();
  const search = query.q?.trim().toLocaleLowerCase();
  const matching = stored.filter(
    (program) =>
      !program.deletedAt &&
      (!onlyIds || onlyIds.has(String(program._id))) &&
      (!query.status || statusOf(program) === query.status) &&
      (!search || matchesSearch(program, search)),
  );
  matching.sort(ORDERS[query.sort ?? DEFAULT_PROGRAM_LIST_SORT]);
  return {
    items: matching.slice(offset, offset + query.limit).map(toProgramDto),
    total: matching.length,
    page: query.page,
    limit: query.limit,
    offset,
  };
}
