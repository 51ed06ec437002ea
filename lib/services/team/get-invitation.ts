import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { TeamInvitation } from "@/lib/db/models/team-invitation";
import { notFound } from "@/lib/errors/api-error";
import type { StoredInvitation } from "@/lib/services/team/invitation-dto";

export const INVITATION_NOT_FOUND = "Invitation not found";

/** A merchant's invitation, found by `_id` alone with the merchant checked in code; another's answers 404. */
export async function getInvitationOrThrow({
  merchantId,
  invitationId,
}: {
  merchantId: string;
  invitationId: string;
}): Promise<StoredInvitation> {
  if (!isValidObjectId(invitationId)) throw notFound(INVITATION_NOT_FOUND);
  await connectToDatabase();
  const invitation = await TeamInvitation.findById(invitationId).lean<StoredInvitation>();
  if (!invitation || String(invitation.merchantId) !== merchantId) throw notFound(INVITATION_NOT_FOUND);
  return invitation;
}
