import { type Clock, systemClock } from "@/lib/clock";
import { TeamInvitation } from "@/lib/db/models/team-invitation";
import { getInvitationOrThrow } from "@/lib/services/team/get-invitation";
import { teamError } from "@/lib/services/team/team-errors";

/** Revokes a pending invitation: its links answer 410 `INVITATION_REVOKED`. Accepted: 409; revoked again: done. */
export async function revokeInvitation({
  merchantId,
  invitationId,
  now = systemClock,
}: {
  merchantId: string;
  invitationId: string;
  now?: Clock;
}): Promise<void> {
  const invitation = await getInvitationOrThrow({ merchantId, invitationId });
  if (invitation.status === "revoked") return;
  if (invitation.status !== "pending") throw teamError("INVITATION_NOT_PENDING", 409);
  await TeamInvitation.updateOne({ _id: invitation._id }, { $set: { status: "revoked", revokedAt: now() } });
}
