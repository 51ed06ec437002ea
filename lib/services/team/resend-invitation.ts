import { addDays, type Clock, systemClock } from "@/lib/clock";
import { TeamInvitation } from "@/lib/db/models/team-invitation";
import type { Language } from "@/lib/i18n/language";
import { type InvitationDto, TEAM_LIMITS } from "@/lib/schemas/team";
import { recordChange } from "@/lib/services/changes/record-change";
import { getInvitationOrThrow } from "@/lib/services/team/get-invitation";
import { toInvitationDto } from "@/lib/services/team/invitation-dto";
import { teamError } from "@/lib/services/team/team-errors";

/**
 * E-mails a pending (or expired) invitation again with a new link, valid for another 7 days from now; the links
 * sent before keep working until one of them is used. Accepted or revoked: 409 `INVITATION_NOT_PENDING`.
 */
export async function resendInvitation({
  merchantId,
  invitationId,
  language,
  now = systemClock,
}: {
  merchantId: string;
  invitationId: string;
  language: Language;
  now?: Clock;
}): Promise<InvitationDto> {
  const invitation = await getInvitationOrThrow({ merchantId, invitationId });
  if (invitation.status !== "pending") throw teamError("INVITATION_NOT_PENDING", 409);
  const at = now();
  const update = { sentAt: at, expiresAt: addDays(at, TEAM_LIMITS.invitationValidDays), language };
  await TeamInvitation.updateOne({ _id: invitation._id }, { $set: update });
  await recordChange({ kind: "team-invitation.sent", merchantId, invitationId: invitation._id });
  return toInvitationDto({ ...invitation, ...update }, at);
}
