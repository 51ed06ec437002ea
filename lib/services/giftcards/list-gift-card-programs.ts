import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";

export type GiftCardProgramSummary = { id: string; name: string; retentionPeriodDays: number };

/** The merchant's gift-card programs by name: one `{merchantId}` equality read; a merchant has few programs. */
export async function listGiftCardPrograms({
  merchantId,
}: {
  merchantId: string;
}): Promise<GiftCardProgramSummary[]> {
  await connectToDatabase();
  const programs = await Program.find({ merchantId }).lean();
  return programs
    .filter((program) => program.programType === "giftcard")
    .map((program) => ({
      id: String(program._id),
      name: program.name,
      retentionPeriodDays: program.retention_period_days,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
