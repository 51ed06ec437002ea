import { DAY_MS } from "@/lib/clock";
import { birthdayOccasionYear, localDateOf } from "@/lib/services/automations/birthday-occasion";
import type { AutomationOccasionKind } from "@/lib/services/automations/perform-occasion";
import type { StoredAutomations } from "@/lib/services/automations/program-automations";
import { LEDGER_BUCKET_SIZE, readLedgerRange } from "@/lib/services/ledger/member-ledger-sequence";
import type { BucketLedger } from "@/lib/services/members/member-buckets";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import { lastLedgerSequence, type StoredMember } from "@/lib/services/members/points-ledger";
import { expiringPointsOf } from "@/lib/services/points-expiry/expiring-points";

export type DueOccasion = { kind: AutomationOccasionKind; key: string };

/** Only active members still listed: never the erased, suspended, deleted or purged (decision 050). */
export const isReachableMember = (member: StoredMember) =>
  isVisibleMember(member) && member.status === "active" && !member.erasedAt;

/** The member's newest scan (sequence and time): the ledger read backwards a bucket at a time until one. */
async function lastScanOf(member: StoredMember) {
  for (let from = await lastLedgerSequence(member._id); from >= 1; from -= LEDGER_BUCKET_SIZE) {
    const entries = await readLedgerRange(member._id, from, Math.max(1, from - LEDGER_BUCKET_SIZE + 1));
    const scan = entries.find((entry) => entry.source === "scan");
    if (scan) return { sequence: scan.sequence, at: scan.createdAt };
  }
  return null;
}

/**
 * The win-back occasion of a member away `afterDays` since the last scan (since joining, never scanned): keyed
 * by that scan's sequence, so it comes once per absence and again only after a new scan. The member's newest
 * ledger entry (the bucket's head) is checked first: a member with any entry within `afterDays` is skipped
 * without reading the ledger — which delays a win-back by at most `afterDays` after another credit (a birthday).
 */
async function winBackOccasion(member: StoredMember, ledger: BucketLedger, afterDays: number, at: Date) {
  const cutoff = at.getTime() - afterDays * DAY_MS;
  if ((ledger.at ?? member.createdAt).getTime() > cutoff) return null;
  const scan = ledger.at ? await lastScanOf(member) : null;
  if ((scan?.at ?? member.createdAt).getTime() > cutoff) return null;
  return `winBack:${String(member._id)}:${scan ? scan.sequence : "join"}`;
}

/** The occasions due for one member now (its rows decide whether each was already done). */
export async function dueOccasionsOf({
  member,
  ledger,
  automations,
  timeZone,
  pointsExpiryDays,
  at,
}: {
  member: StoredMember;
  ledger: BucketLedger;
  automations: StoredAutomations;
  timeZone: string;
  /** The program's setting (decision 049); null: points never expire, no reminder. */
  pointsExpiryDays: number | null;
  at: Date;
}): Promise<DueOccasion[]> {
  if (!isReachableMember(member)) return [];
  const id = String(member._id);
  const due: DueOccasion[] = [];
  const { welcome, birthday, winBack, pointsExpiring, welcomeEnabledAt } = automations;
  if (welcome.enabled && welcomeEnabledAt && member.createdAt >= welcomeEnabledAt)
    due.push({ kind: "welcome", key: `welcome:${id}` });
  if (birthday.enabled && member.birthday) {
    const today = localDateOf(at, timeZone);
    const year = birthdayOccasionYear({ birthday: member.birthday, today, daysBefore: birthday.daysBefore });
    if (year !== null) due.push({ kind: "birthday", key: `birthday:${id}:${year}` });
  }
  if (winBack.enabled) {
    const key = await winBackOccasion(member, ledger, winBack.afterDays, at);
    if (key) due.push({ kind: "winBack", key });
  }
  if (pointsExpiring.enabled && pointsExpiryDays && ledger.balance > 0) {
    // Keyed by the day the first of them expire: one reminder per batch of expiring points.
    const expiring = await expiringPointsOf({
      memberId: member._id,
      pointsExpiryDays,
      horizonDays: pointsExpiring.daysBefore,
      now: () => at,
    });
    if (expiring)
      due.push({
        kind: "pointsExpiring",
        key: `pointsExpiring:${id}:${expiring.at.toISOString().slice(0, 10)}`,
      });
  }
  return due;
}
