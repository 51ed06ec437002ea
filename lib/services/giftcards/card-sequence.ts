import type { Types } from "mongoose";
import { GiftCard, seqKeyOf } from "@/lib/db/models/gift-card";

// Newest known sequence per program: a hint only (another process may have moved on); checked by probes.
const globalForHints = globalThis as typeof globalThis & { __giftCardSeqHints?: Map<string, number> };
globalForHints.__giftCardSeqHints ??= new Map();
const hints = globalForHints.__giftCardSeqHints;

async function seqExists(programId: Types.ObjectId | string, seq: number): Promise<boolean> {
  // Equalities only, pushed down; `seqKey` is unique, so this reads at most one row.
  return (await GiftCard.exists({ programId, seqKey: seqKeyOf(programId, seq) })) !== null;
}

/**
 * The program's highest card sequence (0 when it has none). Sequences are dense (each is inserted as
 * last + 1, and purged cards keep their slot), so a galloping then binary search of existence probes
 * finds it in O(log n) single-row queries, where sort + limit would decode every card on FerretDB.
 */
export async function lastCardSeq(programId: Types.ObjectId | string): Promise<number> {
  const key = String(programId);
  let low = hints.get(key) ?? 0;
  if (low > 0 && !(await seqExists(programId, low))) low = 0;
  let step = 1;
  let high = low + step;
  while (await seqExists(programId, high)) {
    low = high;
    step *= 2;
    high = low + step;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await seqExists(programId, middle)) low = middle;
    else high = middle;
  }
  rememberCardSeq(programId, low);
  return low;
}

export function rememberCardSeq(programId: Types.ObjectId | string, seq: number): void {
  const key = String(programId);
  if ((hints.get(key) ?? 0) < seq) hints.set(key, seq);
}

export function forgetCardSeq(programId: Types.ObjectId | string): void {
  hints.delete(String(programId));
}
