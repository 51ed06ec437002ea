import type { Types } from "mongoose";
import type { MessageAudience, MessageKind } from "@/lib/schemas/message";
import { readLedgerRange } from "@/lib/services/ledger/member-ledger-sequence";
import { type BucketLedger, memberBucketsOf, readMemberBucket } from "@/lib/services/members/member-buckets";
import { isVisibleMember, type TierProgram, tierOf } from "@/lib/services/members/member-dto";
import type { StoredMember } from "@/lib/services/members/points-ledger";

/** Buckets read at once while resolving an audience. */
const BUCKETS_AT_ONCE = 8;

export type AudienceProgram = TierProgram & { _id: Types.ObjectId };

export type ResolvedAudience = {
  /** The members of one batch a message of this kind goes to, oldest first. */
  members: StoredMember[];
  /** Members who match the filters but whose marketing consent does not count (a marketing message skips them). */
  withoutMarketingConsent: number;
};

type Ledger = BucketLedger;

const time = (value: unknown) => (value ? new Date(value as string).getTime() : null);

/** Only active members who are still there: erased, deleted, purged and suspended ones never are. */
const isReachable = (member: StoredMember) =>
  isVisibleMember(member) && !member.erasedAt && (member.status ?? "active") === "active";

/**
 * A head written before issue 28 carries no time: its member's newest entry is read for it (one or two
 * `{ledgerKey}` reads), only when a last-visit filter asks and only for such members, so old members match too.
 */
async function withLastVisit(member: StoredMember, ledger: Ledger): Promise<Ledger> {
  if (ledger.at || !ledger.sequence) return ledger;
  const [newest] = await readLedgerRange(member._id, ledger.sequence, ledger.sequence);
  return { ...ledger, at: newest?.createdAt ?? null };
}

/** Every filter given must match; `{"all": true}` (or no filter) matches every reachable member. */
function audienceMatcher(audience: MessageAudience, program: AudienceProgram) {
  const ids = audience.memberIds ? new Set(audience.memberIds) : null;
  const tiers = audience.tiers ? new Set(audience.tiers) : null;
  const bounds = {
    joinedAfter: time(audience.joinedAfter),
    joinedBefore: time(audience.joinedBefore),
    lastScanAfter: time(audience.lastScanAfter),
    lastScanBefore: time(audience.lastScanBefore),
  };
  return (member: StoredMember, ledger: Ledger) => {
    if (ids && !ids.has(String(member._id))) return false;
    if (tiers && !tiers.has(tierOf(program, ledger.lifetime) ?? "")) return false;
    if (audience.minPoints != null && ledger.balance < audience.minPoints) return false;
    if (audience.maxPoints != null && ledger.balance > audience.maxPoints) return false;
    const joined = member.createdAt.getTime();
    if (bounds.joinedAfter !== null && joined <= bounds.joinedAfter) return false;
    if (bounds.joinedBefore !== null && joined >= bounds.joinedBefore) return false;
    const lastScan = ledger.at ? ledger.at.getTime() : null;
    if (bounds.lastScanAfter !== null && (lastScan === null || lastScan <= bounds.lastScanAfter))
      return false;
    if (bounds.lastScanBefore !== null && (lastScan === null || lastScan >= bounds.lastScanBefore))
      return false;
    return true;
  };
}

/**
 * The members a message reaches (decision 047), a few listing buckets at a time (filters applied in code:
 * FerretDB pushes down only top-level equality), so a caller holds one batch of members, never the audience.
 * Marketing needs consent that counts — `marketingConsent`, true once confirmed by the e-mailed link or stated by
 * the merchant (decision 042); a join page's request still waiting for its confirmation does not count.
 */
export async function* audienceBatches({
  program,
  audience,
  kind,
}: {
  program: AudienceProgram;
  audience: MessageAudience;
  kind: MessageKind;
}): AsyncGenerator<ResolvedAudience> {
  const buckets = await memberBucketsOf(program._id);
  const matches = audienceMatcher(audience, program);
  const needsLastVisit = audience.lastScanAfter != null || audience.lastScanBefore != null;
  for (let start = 0; start < buckets.length; start += BUCKETS_AT_ONCE) {
    const batch: ResolvedAudience = { members: [], withoutMarketingConsent: 0 };
    const reads = buckets
      .slice(start, start + BUCKETS_AT_ONCE)
      .map((bucket) => readMemberBucket(program._id, bucket));
    for (const { members, ledgerOf } of await Promise.all(reads)) {
      for (const member of members) {
        if (!isReachable(member)) continue;
        const ledger = needsLastVisit ? await withLastVisit(member, ledgerOf(member)) : ledgerOf(member);
        if (!matches(member, ledger)) continue;
        if (member.marketingConsent) batch.members.push(member);
        else {
          batch.withoutMarketingConsent++;
          if (kind === "service") batch.members.push(member);
        }
      }
    }
    yield batch;
  }
}
