import type { Types } from "mongoose";
import type { TeamInvitationDocument } from "@/lib/db/models/team-invitation";
import type { InvitationDto } from "@/lib/schemas/team";

export type StoredInvitation = TeamInvitationDocument & { _id: Types.ObjectId; createdAt: Date };

/** "Expired" is a pending invitation past its time; it is never stored. */
export function invitationStatusOf(invitation: StoredInvitation, at: Date): InvitationDto["status"] {
  if (invitation.status === "pending" && invitation.expiresAt.getTime() <= at.getTime()) return "expired";
  return invitation.status;
}

export function toInvitationDto(invitation: StoredInvitation, at: Date): InvitationDto {
  return {
    id: String(invitation._id),
    email: invitation.email,
    role: invitation.role,
    locationIds: invitation.locationIds.map(String),
    status: invitationStatusOf(invitation, at),
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
    sentAt: invitation.sentAt.toISOString(),
  };
}
