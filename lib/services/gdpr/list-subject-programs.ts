import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";

export type SubjectProgram = { id: string; name: string; programType: string };

/**
 * The merchant's programs a GDPR request may narrow to (gift-card and loyalty, also soft-deleted ones, which
 * hold customer data until purged), by name: one `{merchantId}` equality read; a merchant has few programs.
 */
export async function listSubjectPrograms({ merchantId }: { merchantId: string }): Promise<SubjectProgram[]> {
  await connectToDatabase();
  const programs = await Program.find({ merchantId }).lean();
  return programs
    .map((program) => ({ id: String(program._id), name: program.name, programType: program.programType }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
