import { GiftCard, seqKeyOf } from "@/lib/db/models/gift-card";
import { denseSequence } from "@/lib/services/ledger/dense-sequence";

// Equalities only, pushed down; `seqKey` is unique, so each probe reads at most one row.
const globalForSequence = globalThis as typeof globalThis & {
  __giftCardSequence?: ReturnType<typeof denseSequence>;
};
globalForSequence.__giftCardSequence ??= denseSequence((programId, seq) =>
  GiftCard.exists({ programId, seqKey: seqKeyOf(programId, seq) }),
);
const sequence = globalForSequence.__giftCardSequence;

/** The program's highest card sequence (0 when it has none); purged cards keep their slot, so it stays dense. */
export const lastCardSeq = (programId: unknown): Promise<number> => sequence.last(programId);
export const rememberCardSeq = (programId: unknown, seq: number): void => sequence.remember(programId, seq);
export const forgetCardSeq = (programId: unknown): void => {
  sequence.forget(programId);
};
