import { type Clock, systemClock } from "@/lib/clock";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { type AUTOMATION_OCCASION_KINDS, AutomationOccasion } from "@/lib/db/models/automation-occasion";
import type { MessageKind } from "@/lib/schemas/message";
import type { StoredAutomations } from "@/lib/services/automations/program-automations";
import { onceCredit, type StoredMember } from "@/lib/services/members/points-ledger";
import { changePoints, type RulesProgram } from "@/lib/services/members/points-rules";
import { createMessage } from "@/lib/services/messages/create-message";
import { CLAIM_LEASE_MS } from "@/lib/services/retention/claim-once";

export type AutomationOccasionKind = (typeof AUTOMATION_OCCASION_KINDS)[number];

/**
 * Consent (decision 050): a welcome answers the member's own joining and tells them what they got — a `service`
 * message, as "closed on Monday" is; a birthday gift and a win-back invite them to come and spend — `marketing`,
 * so only members whose marketing consent counts receive the text (and the daily marketing limit applies). The
 * points are credited either way: they are the member's, not advertising. A points-expiring reminder tells the
 * member about their own balance, as a statement would: `service`.
 */
export const AUTOMATION_MESSAGE_KINDS: Record<AutomationOccasionKind, MessageKind> = {
  welcome: "service",
  birthday: "marketing",
  winBack: "marketing",
  pointsExpiring: "service",
};

type OccasionInput = {
  key: string;
  kind: AutomationOccasionKind;
  member: StoredMember;
  program: RulesProgram & { merchantId: unknown };
  automations: StoredAutomations;
  now?: Clock;
};

/**
 * Takes the occasion by inserting its row (`_id` = key): false when another run has it — done, skipped by an
 * import, or still under way. A row left `pending` longer than a claim's lease belongs to a run that died: taken
 * over and finished (its steps are each done once, see below).
 */
async function takeOccasion({ key, kind, member }: OccasionInput, at: Date) {
  try {
    await AutomationOccasion.create({
      _id: key,
      kind,
      programId: member.programId,
      memberId: member._id,
      outcome: "pending",
      at,
    });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const held = await AutomationOccasion.findById(key).lean();
  if (held?.outcome !== "pending" || held.at.getTime() > at.getTime() - CLAIM_LEASE_MS) return false;
  const taken = await AutomationOccasion.updateOne({ _id: key, at: held.at }, { $set: { at } });
  return taken.modifiedCount === 1;
}

/**
 * One automation's occasion for one member, at most once: the points through the ledger (source `automation`,
 * reason `automation:<kind>`, `onceKey` the occasion's key, so a repeat appends nothing), then the message to that
 * member alone through the messages service (`message.created`, decision 047), marked before it is stored so a
 * resumed run never sends it twice. Returns whether this run did it.
 */
export async function performOccasion(input: OccasionInput): Promise<boolean> {
  const { key, kind, member, program, automations, now = systemClock } = input;
  if (!(await takeOccasion(input, now()))) return false;
  const automation = automations[kind];
  const { text } = automation;
  if ("points" in automation && automation.points > 0)
    await changePoints({
      member,
      program,
      ...onceCredit({
        points: automation.points,
        source: "automation",
        reason: `automation:${kind}`,
        onceKey: key,
      }),
      now,
    });
  const marked = await AutomationOccasion.updateOne(
    { _id: key, messagingAt: null },
    { $set: { messagingAt: now() } },
  );
  if (marked.modifiedCount === 1) {
    const message = await createMessage({
      merchantId: String(program.merchantId),
      programId: String(member.programId),
      input: { text, kind: AUTOMATION_MESSAGE_KINDS[kind], audience: { memberIds: [String(member._id)] } },
      now,
    });
    await AutomationOccasion.updateOne({ _id: key }, { $set: { messageId: message.id } });
  }
  await AutomationOccasion.updateOne({ _id: key }, { $set: { outcome: "done" } });
  return true;
}
