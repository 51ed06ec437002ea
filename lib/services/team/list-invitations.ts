import { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { TeamInvitation } from "@/lib/db/models/team-invitation";
import type { InvitationDto } from "@/lib/schemas/team";
import { type StoredInvitation, toInvitationDto } from "@/lib/services/team/invitation-dto";

/** The merchant's invitations, newest first (sorted in code: the embedded database does not push sorts down). */
export async function listInvitations({
  merchantId,
  now = systemClock,
}: {
  merchantId: string;
  now?: Clock;
}): Promise<{ items: InvitationDto[] }> {
  await connectToDatabase();
  const at = now();
  const rows = await TeamInvitation.find({ merchantId: new Types.ObjectId(merchantId) }).lean<
    StoredInvitation[]
  >();
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { items: rows.map((row) => toInvitationDto(row, at)) };
}
