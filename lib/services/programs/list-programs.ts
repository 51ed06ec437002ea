import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import type { ListProgramsQuery } from "@/lib/schemas/program";
import { type ProgramDto, toProgramDto } from "@/lib/services/programs/program-dto";

export type ProgramPage = { items: ProgramDto[]; total: number; page: number; limit: number; offset: number };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Newest first. `offset`, when given, wins over `page`. */
export async function listPrograms({
  merchantId,
  query,
}: {
  merchantId: string;
  query: ListProgramsQuery;
}): Promise<ProgramPage> {
  await connectToDatabase();
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const filter: Record<string, unknown> = { merchantId };
  const search = query.q?.trim();
  if (search) {
    const pattern = new RegExp(escapeRegExp(search), "i");
    filter.$or = [{ name: pattern }, { description: pattern }, { passTypeIdentifier: pattern }];
  }
  const [programs, total] = await Promise.all([
    Program.find(filter).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(query.limit).lean(),
    Program.countDocuments(filter),
  ]);
  return { items: programs.map(toProgramDto), total, page: query.page, limit: query.limit, offset };
}
