import type { Types } from "mongoose";
import { insertUnordered } from "@/lib/db/insert-unordered";
import { AutomationOccasion } from "@/lib/db/models/automation-occasion";

/**
 * Members a CSV import brings in without asking for welcomes (`welcome: false`, the default): their welcome
 * occasion is taken as `skipped` before they are stored, so no run of the welcome automation can greet them —
 * a merchant moving a thousand customers from another system does not message them all (decision 050).
 */
export async function skipWelcomes({
  programId,
  memberIds,
  at,
}: {
  programId: Types.ObjectId;
  memberIds: Types.ObjectId[];
  at: Date;
}) {
  await insertUnordered(
    AutomationOccasion.collection,
    memberIds.map((memberId) => ({
      _id: `welcome:${String(memberId)}`,
      kind: "welcome",
      programId,
      memberId,
      outcome: "skipped",
      messagingAt: null,
      messageId: null,
      at,
    })),
  );
}
