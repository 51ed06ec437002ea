import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { notFound, ServiceError } from "@/lib/errors/api-error";
import { GIFT_CARD_ERROR_CODES } from "@/lib/schemas/giftcard";

export const PROGRAM_NOT_FOUND = "Program not found";

/** The program by `_id` alone, then ownership checked here: another merchant's program is a plain 404. */
export async function getOwnedProgramOrThrow({
  merchantId,
  programId,
  includeDeleted = false,
}: {
  merchantId: string;
  programId: string;
  /** A soft-deleted program still holds customer data until purged, so GDPR requests may name it. */
  includeDeleted?: boolean;
}) {
  await connectToDatabase();
  const program = await Program.findById(programId).lean();
  const isGone = !program || (Boolean(program.deletedAt) && !includeDeleted);
  if (isGone || String(program.merchantId) !== merchantId) throw notFound(PROGRAM_NOT_FOUND);
  return program;
}

export async function getGiftCardProgramOrThrow(options: { merchantId: string; programId: string }) {
  const program = await getOwnedProgramOrThrow(options);
  if (program.programType !== "giftcard") {
    throw new ServiceError("PROGRAM_NOT_GIFTCARD", GIFT_CARD_ERROR_CODES.PROGRAM_NOT_GIFTCARD, 409);
  }
  return program;
}
