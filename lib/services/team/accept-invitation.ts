import { hashPassword } from "@/lib/auth/password";
import { forgetCachedUser } from "@/lib/auth/user-cache";
import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { TeamInvitation } from "@/lib/db/models/team-invitation";
import { User } from "@/lib/db/models/user";
import { notFound } from "@/lib/errors/api-error";
import type { AcceptedInvitationDto, AcceptInvitationInput } from "@/lib/schemas/team";
import { INVITATION_NOT_FOUND } from "@/lib/services/team/get-invitation";
import { invitationStatusOf, type StoredInvitation } from "@/lib/services/team/invitation-dto";
import { parseInvitationToken } from "@/lib/services/team/invitation-token";
import { teamError } from "@/lib/services/team/team-errors";

const GONE = {
  accepted: "INVITATION_USED",
  revoked: "INVITATION_REVOKED",
  expired: "INVITATION_EXPIRED",
} as const;

/** The invitation an e-mailed token opens: 404 for no such link, 410 for a used, revoked or expired one. */
async function openInvitation(token: string, at: Date): Promise<StoredInvitation> {
  const parsed = parseInvitationToken(token);
  const invitation = parsed
    ? await TeamInvitation.findById(parsed.invitationId).lean<StoredInvitation>()
    : null;
  if (!parsed || !invitation?.tokenHashes.includes(parsed.hash)) throw notFound(INVITATION_NOT_FOUND);
  const status = invitationStatusOf(invitation, at);
  if (status !== "pending") throw teamError(GONE[status], 410);
  return invitation;
}

/**
 * Accepts an invitation with its e-mailed token: a new account with the name and password given, or — for an
 * address whose account belongs to no merchant (removed from a team, never activated) — that account, which
 * takes the name, password and role. The invitation is claimed first (pending → accepted, once), so a link works
 * once. An address whose account is active in a merchant answers 409 `ALREADY_IN_A_TEAM`.
 */
export async function acceptInvitation({
  token,
  input,
  now = systemClock,
}: {
  token: string;
  input: AcceptInvitationInput;
  now?: Clock;
}): Promise<AcceptedInvitationDto> {
  await connectToDatabase();
  const at = now();
  const invitation = await openInvitation(token, at);
  const account = await User.findOne({ email: invitation.email }).lean();
  if (account?.status === "active" && (account.merchantId || account.role === "staff"))
    throw teamError("ALREADY_IN_A_TEAM", 409);
  const claimed = await TeamInvitation.updateOne(
    { _id: invitation._id, status: "pending" },
    { $set: { status: "accepted", acceptedAt: at } },
  );
  if (claimed.modifiedCount !== 1) throw teamError("INVITATION_USED", 410);
  const membership = {
    name: input.name,
    passwordHash: await hashPassword(input.password),
    role: invitation.role,
    merchantId: invitation.merchantId,
    locationIds: invitation.locationIds,
    status: "active" as const,
    emailVerified: true,
  };
  let userId = account?._id;
  if (userId) await User.updateOne({ _id: userId }, { $set: membership });
  else userId = (await User.create({ email: invitation.email, ...membership }))._id;
  forgetCachedUser(userId);
  await TeamInvitation.updateOne({ _id: invitation._id }, { $set: { acceptedBy: userId } });
  return { userId: String(userId), merchantId: String(invitation.merchantId), role: invitation.role };
}
