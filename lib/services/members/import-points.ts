import { type Clock, systemClock } from "@/lib/clock";
import { insertUnordered } from "@/lib/db/insert-unordered";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { headIdOf, MemberPointsHead } from "@/lib/db/models/member-points-head";
import { ledgerKeyOf, type StoredPointsEntry } from "@/lib/services/ledger/member-ledger-sequence";
import {
  appendPoints,
  onceCredit,
  type PointsChange,
  type StoredMember,
} from "@/lib/services/members/points-ledger";
import { applyDataRules, dataRulesOf, type RulesProgram } from "@/lib/services/members/points-rules";

/** The once-key of an imported opening balance: a member gets it at most once, like a data rule. */
export const IMPORT_ONCE_KEY = "import";

export type ImportedMember = { member: StoredMember; openingPoints: number };

/** What a new member is credited: the opening balance, then each data rule its values meet (decision 011). */
function changesOf({ member, openingPoints }: ImportedMember, program: RulesProgram): PointsChange[] {
  const changes: PointsChange[] = [];
  if (openingPoints > 0) {
    changes.push({ points: openingPoints, source: "import", reason: "import", onceKey: IMPORT_ONCE_KEY });
  }
  for (const rule of dataRulesOf(member, program)) {
    if (rule.isMet && rule.points > 0) {
      changes.push({ points: rule.points, source: "rule", reason: rule.onceKey, onceKey: rule.onceKey });
    }
  }
  return changes;
}

/** A new member's ledger as entries 1…n, each carrying the balance and lifetime points after it. */
function entriesOf(imported: ImportedMember, program: RulesProgram, at: Date): StoredPointsEntry[] {
  const { member } = imported;
  let balance = 0;
  return changesOf(imported, program).map((change, index) => {
    balance += change.points;
    const sequence = index + 1;
    const entry = new MemberPointsEntry({
      merchantId: member.merchantId,
      programId: member.programId,
      memberId: member._id,
      ledgerKey: ledgerKeyOf(member._id, sequence),
      scanDayKey: null,
      sequence,
      points: change.points,
      balanceAfter: balance,
      lifetimeAfter: balance,
      source: change.source,
      reason: change.reason,
      onceKey: change.onceKey,
      actorUserId: null,
    });
    return { ...entry.toObject(), createdAt: at } as StoredPointsEntry;
  });
}

/**
 * Credits freshly imported members without a ledger read each: their ledgers are empty, so entry n is inserted
 * for every member at once, round by round (n = 1, 2 …), under the unique `(memberId, sequence)` index. A member
 * whose entry clashes (a concurrent writer got there first) leaves the bulk path and is credited the ordinary
 * way, by the append loop: the once-keys of the entries already written keep every credit single. Answers the
 * entries written here (the ordinary path announces its own).
 */
export async function creditImportedMembers({
  members,
  program,
  now = systemClock,
}: {
  members: ImportedMember[];
  program: RulesProgram;
  now?: Clock;
}): Promise<StoredPointsEntry[]> {
  const at = now();
  const ledgers = members.map((imported) => ({
    imported,
    entries: entriesOf(imported, program, at),
    written: 0,
  }));
  const contended: ImportedMember[] = [];
  let live = ledgers.filter((ledger) => ledger.entries.length > 0);
  for (let sequence = 1; live.length > 0; sequence++) {
    const round = live;
    const failed = await insertUnordered(
      MemberPointsEntry.collection,
      round.map((ledger) => ledger.entries[sequence - 1] as StoredPointsEntry),
    );
    round.forEach((ledger, index) => {
      if (failed.has(index)) contended.push(ledger.imported);
      else ledger.written = sequence;
    });
    live = round.filter((ledger, index) => !failed.has(index) && ledger.entries.length > sequence);
  }
  const heads = ledgers
    .filter((ledger) => ledger.written > 0)
    .map(({ imported: { member }, entries, written }) => {
      const newest = entries[written - 1] as StoredPointsEntry;
      return {
        _id: headIdOf(member._id, written) as never,
        programId: member.programId,
        memberId: member._id,
        bucketKey: member.bucketKey,
        sequence: written,
        balance: newest.balanceAfter,
        lifetime: newest.lifetimeAfter,
        at: newest.createdAt,
      };
    });
  await insertUnordered(MemberPointsHead.collection, heads);
  // Members whose ledger another writer touched meanwhile are credited one by one; their opening credit is
  // recorded with the batch's (the data rules record their own).
  const appended: StoredPointsEntry[] = [];
  for (const { member, openingPoints } of contended) {
    const { entry } = await appendPoints({
      member,
      ...onceCredit({ points: openingPoints, source: "import", reason: "import", onceKey: IMPORT_ONCE_KEY }),
    });
    if (entry) appended.push(entry);
    await applyDataRules({ member, program });
  }
  return [...ledgers.flatMap((ledger) => ledger.entries.slice(0, ledger.written)), ...appended];
}
