import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { TeamInvitation } from "@/lib/db/models/team-invitation";
import { User } from "@/lib/db/models/user";
import { getEnv } from "@/lib/env";
import { isLanguage } from "@/lib/i18n/language";
import type { MailMessage } from "@/lib/mail/send-mail";
import { teamInvitationEmail } from "@/lib/mail/team-invitation-email";
import type { MailPayload } from "@/lib/outbox/mail-payload";
import { TEAM_LIMITS } from "@/lib/schemas/team";
import { newInvitationToken } from "@/lib/services/team/invitation-token";

/**
 * The invitation e-mail (a `team-invitation.sent` change), composed when the outbox sends it: a new link whose
 * secret the invitation keeps only as a keyed hash. An invitation no longer pending, or expired, gets nothing.
 */
export async function composeTeamInvitationMail({
  invitationId,
}: Extract<MailPayload, { compose: "team-invitation" }>): Promise<MailMessage | null> {
  await connectToDatabase();
  const invitation = await TeamInvitation.findById(invitationId).lean();
  if (invitation?.status !== "pending" || invitation.expiresAt.getTime() <= Date.now()) return null;
  const [merchant, inviter] = await Promise.all([
    Merchant.findById(invitation.merchantId, { name: 1 }).lean(),
    User.findById(invitation.invitedBy, { name: 1 }).lean(),
  ]);
  if (!merchant) return null;
  const { token, hash } = newInvitationToken(String(invitation._id));
  await TeamInvitation.updateOne({ _id: invitation._id }, { $push: { tokenHashes: hash } });
  const base = (getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  return teamInvitationEmail({
    to: invitation.email,
    inviter: inviter?.name ?? merchant.name,
    merchant: merchant.name,
    role: invitation.role,
    link: `${base}/accept-invitation?token=${token}`,
    days: TEAM_LIMITS.invitationValidDays,
    language: isLanguage(invitation.language) ? invitation.language : "en",
  });
}
