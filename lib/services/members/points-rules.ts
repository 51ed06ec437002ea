import { type Clock, systemClock } from "@/lib/clock";
import { Member } from "@/lib/db/models/member";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { creditUnder } from "@/lib/promotions/best-promotion";
import { recordChange } from "@/lib/services/changes/record-change";
import { pointsChanged } from "@/lib/services/members/member-changes";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import { isFilled } from "@/lib/services/members/member-fields";
import {
  appendPoints,
  onceCredit,
  type PointsPlan,
  type StoredMember,
} from "@/lib/services/members/points-ledger";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { readPromotionWindows } from "@/lib/services/promotions/promotion-for-credit";

export type RulesProgram = Pick<
  StoredProgram,
  "pointsAddEmail" | "pointsAddPhone" | "customFields" | "pointsReferral" | "referralRequiredPoints"
>;

/**
 * The one way a member's points change (scans, adjustments, rules, redemptions, referrals, the install credit):
 * the entry is appended to the ledger, the change recorded (webhooks, overview, the member's pass), and a credit
 * may then earn the member's referrer their referral points.
 */
export async function changePoints({
  member,
  program,
  plan,
  onceKey,
  scansSince,
  now = systemClock,
}: {
  member: StoredMember;
  program: RulesProgram;
  plan: PointsPlan;
  onceKey?: string | null;
  /** For the scan rules: see appendPoints. */
  scansSince?: Date | null;
  now?: Clock;
}) {
  const result = await appendPoints({
    member,
    plan,
    onceKey,
    scansSince,
    now,
    alongside: (entry) => recordChange(pointsChanged(entry)),
  });
  if (result.entry && result.entry.points > 0) {
    await creditReferrerIfDue({ member, program, lifetimePoints: result.entry.lifetimeAfter });
  }
  return result;
}

/**
 * The referrer gets `pointsReferral` once, when the member they referred has earned `referralRequiredPoints`
 * (0: at once). Checked after every credit of the referred member, so a crash in between is caught up later.
 */
export async function creditReferrerIfDue({
  member,
  program,
  lifetimePoints,
}: {
  member: StoredMember;
  program: RulesProgram;
  lifetimePoints: number;
}) {
  const points = program.pointsReferral ?? 0;
  if (!member.referredByMemberId || points <= 0) return;
  if (lifetimePoints < (program.referralRequiredPoints ?? 0)) return;
  const reason = `referral:${String(member._id)}`;
  // Once credited, every later credit of the referred member stops here: one look-up instead of reading the
  // referrer and its ledger. The once-key check of the append still guards against a race.
  if (await MemberPointsEntry.exists({ memberId: member.referredByMemberId, onceKey: reason })) return;
  const referrer = await Member.findById(member.referredByMemberId).lean<StoredMember>();
  const isEligible =
    referrer &&
    isVisibleMember(referrer) &&
    referrer.status !== "erased" &&
    String(referrer.programId) === String(member.programId);
  if (!isEligible) return;
  await changePoints({
    member: referrer,
    program,
    ...onceCredit({ points, source: "referral", reason, onceKey: reason }),
  });
}

/** The one-time rules of the program and whether the member's data meets each (decision 011). */
export function dataRulesOf(member: StoredMember, program: RulesProgram) {
  return [
    { onceKey: "pointsAddEmail", points: program.pointsAddEmail ?? 0, isMet: isFilled(member.email) },
    { onceKey: "pointsAddPhone", points: program.pointsAddPhone ?? 0, isMet: isFilled(member.phone) },
    ...(program.customFields ?? []).map((field) => ({
      onceKey: `customField:${field.name}`,
      points: field.points ?? 0,
      isMet: isFilled((member.customFields as Record<string, unknown> | null)?.[field.name]),
    })),
  ];
}

/**
 * The one-time rules a member's data earns: `pointsAddEmail`, `pointsAddPhone` and each custom field's
 * `points`, the first time the member has the field (at join or later). Run after every join and update;
 * each rule's once-key makes repeating it harmless, concurrently too.
 */
export async function applyDataRules({
  member,
  program,
  now = systemClock,
}: {
  member: StoredMember;
  program: RulesProgram;
  now?: Clock;
}) {
  const due = dataRulesOf(member, program).filter((rule) => rule.isMet && rule.points > 0);
  if (due.length === 0) return;
  // Decision 051: a rule credited while a promotion runs earns under the best one.
  const promotions = await readPromotionWindows(member.programId);
  for (const rule of due) {
    const earned = creditUnder(promotions, rule.points, now());
    await changePoints({
      member,
      program,
      now,
      ...onceCredit({ ...earned, source: "rule", reason: rule.onceKey, onceKey: rule.onceKey }),
    });
  }
}
