import { Types } from "mongoose";
import { addDays, type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { TeamInvitation } from "@/lib/db/models/team-invitation";
import { User } from "@/lib/db/models/user";
import type { Language } from "@/lib/i18n/language";
import { type CreateInvitationInput, type InvitationDto, TEAM_LIMITS } from "@/lib/schemas/team";
import { normalizeEmail } from "@/lib/services/auth/sign-in";
import { recordChange } from "@/lib/services/changes/record-change";
import { assertOwnLocations } from "@/lib/services/locations/assert-locations";
import {
  invitationStatusOf,
  type StoredInvitation,
  toInvitationDto,
} from "@/lib/services/team/invitation-dto";
import { teamError } from "@/lib/services/team/team-errors";

/**
 * Invites a person to the merchant's team: the invitation is stored and its e-mail leaves through the outbox
 * (`team-invitation.sent`), whose composer makes the link. Refused (409) for an address whose account already
 * belongs to a merchant, one with a pending invitation here, and past the merchant's limit of pending ones.
 */
export async function createInvitation({
  merchantId,
  invitedBy,
  input,
  language,
  now = systemClock,
}: {
  merchantId: string;
  invitedBy: string;
  input: CreateInvitationInput;
  language: Language;
  now?: Clock;
}): Promise<InvitationDto> {
  await connectToDatabase();
  const at = now();
  const email = normalizeEmail(input.email);
  const account = await User.findOne({ email }, { status: 1, merchantId: 1, role: 1 }).lean();
  if (account?.status === "active" && (account.merchantId || account.role === "staff"))
    throw teamError("ALREADY_IN_A_TEAM", 409);
  const invitations = await TeamInvitation.find({ merchantId: new Types.ObjectId(merchantId) }).lean<
    StoredInvitation[]
  >();
  const pending = invitations.filter((invitation) => invitationStatusOf(invitation, at) === "pending");
  if (pending.some((invitation) => invitation.email === email)) throw teamError("INVITATION_PENDING", 409);
  if (pending.length >= TEAM_LIMITS.pendingInvitationsMax) throw teamError("INVITATION_LIMIT_REACHED", 409);
  await assertOwnLocations({ merchantId, locationIds: input.locationIds });
  const created = await TeamInvitation.create({
    merchantId,
    email,
    role: input.role,
    locationIds: (input.locationIds ?? []).map((id) => new Types.ObjectId(id)),
    invitedBy,
    language,
    sentAt: at,
    expiresAt: addDays(at, TEAM_LIMITS.invitationValidDays),
  });
  await recordChange({ kind: "team-invitation.sent", merchantId, invitationId: created._id });
  return toInvitationDto(created.toObject() as StoredInvitation, at);
}
