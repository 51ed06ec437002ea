import { Member, memberSeqKeyOf } from "@/lib/db/models/member";
import { denseSequence } from "@/lib/services/ledger/dense-sequence";

const globalForSequence = globalThis as typeof globalThis & {
  __memberSequence?: ReturnType<typeof denseSequence>;
};
// `{programId, seqKey}`: equalities only, pushed down; `seqKey` is unique, so each probe reads at most one row.
globalForSequence.__memberSequence ??= denseSequence((programId, seq) =>
  Member.exists({ programId, seqKey: memberSeqKeyOf(programId, seq) }),
);

/** Dense per-program member numbering for listing (see member.ts); purged members keep their slot. */
export const memberSequence = globalForSequence.__memberSequence;
