import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { newestFirst } from "@/lib/db/newest-first";
import type { ListProgramsQuery } from "@/lib/schemas/program";
import { type ProgramDto, toProgramDto } from "@/lib/services/programs/program-dto";

export type ProgramPage = { items: ProgramDto[]; total: number; page: number; limit: number; offset: number };

type StoredProgram = Parameters<typeof toProgramDto>[0];

const SEARCHED_FIELDS = ["name", "description", "passTypeIdentifier"] as const;

function matchesSearch(program: StoredProgram, search: string): boolean {
  return SEARCHED_FIELDS.some((field) => program[field]?.toLocaleLowerCase().includes(search));
}

/**
 * Newest first; `offset`, when given, wins over `page`. One query with a top-level equality on the merchant
 * reads only that merchant's programs (pushed down to the embedded database, index-backed on MongoDB); search,
 * order and page are applied here, so the total costs no second pass (see docs/queries-that-scale.md).
 */
export async function listPrograms({
  merchantId,
  query,
}: {
  merchantId: string;
  query: ListProgramsQuery;
}): Promise<ProgramPage> {
  await connectToDatabase();
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const stored: StoredProgram[] = await Program.find({ merchantId }).lean();
  const programs = stored.filter((program) => !program.deletedAt);
  const search = query.q?.trim().toLocaleLowerCase();
  const matching = search ? programs.filter((program) => matchesSearch(program, search)) : programs;
  matching.sort(newestFirst);
  return {
    items: matching.slice(offset, offset + query.limit).map(toProgramDto),
    total: matching.length,
    page: query.page,
    limit: query.limit,
    offset,
  };
}
