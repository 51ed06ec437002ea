import type { Types } from "mongoose";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import type { StoredGdprRequest } from "@/lib/services/gdpr/advance-erasure";

/** An erasure in one of these states was interrupted; lib/services/retention/resume-claimed-erasures.ts completes it. */
export const UNFINISHED_ERASURE_STATUSES = ["received", "erasing"] as const;

export const isUnfinishedErasure = (status: string) =>
  (UNFINISHED_ERASURE_STATUSES as readonly string[]).includes(status);

/** Unfinished erasures, each status by equality (of the merchant when given). */
export async function unfinishedErasures(merchantId?: string | Types.ObjectId): Promise<StoredGdprRequest[]> {
  const scope = merchantId ? { merchantId } : {};
  const batches = await Promise.all(
    UNFINISHED_ERASURE_STATUSES.map((status) =>
      GdprRequest.find({ ...scope, status }).lean<StoredGdprRequest[]>(),
    ),
  );
  return batches.flat().filter((request) => request.kind === "erasure");
}
