import type { Types } from "mongoose";
import type { Clock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { advanceErasure, type StoredGdprRequest } from "@/lib/services/gdpr/advance-erasure";

const UNFINISHED = ["received", "erasing"] as const;

/** Unfinished erasures, each status by equality (of the merchant when given). */
export async function unfinishedErasures(merchantId?: string | Types.ObjectId): Promise<StoredGdprRequest[]> {
  const scope = merchantId ? { merchantId } : {};
  const batches = await Promise.all(
    UNFINISHED.map((status) => GdprRequest.find({ ...scope, status }).lean<StoredGdprRequest[]>()),
  );
  return batches.flat().filter((request) => request.kind === "erasure");
}

/** Completes every erasure a crash left unfinished; run at server start. */
export async function resumeErasures({ now }: { now?: Clock } = {}): Promise<number> {
  await connectToDatabase();
  const pending = await unfinishedErasures();
  for (const request of pending) await advanceErasure({ requestId: request._id, now });
  return pending.length;
}
