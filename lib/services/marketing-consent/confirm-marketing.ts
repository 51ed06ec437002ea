import { type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { Member } from "@/lib/db/models/member";
import { notFound } from "@/lib/errors/api-error";
import { recordChange } from "@/lib/services/changes/record-change";
import {
  isSameMarketingToken,
  MARKETING_TOKEN_PATTERN,
} from "@/lib/services/marketing-consent/confirmation-token";
import { memberUpdated } from "@/lib/services/members/member-changes";
import { isVisibleMember } from "@/lib/services/members/member-dto";
import type { StoredMember } from "@/lib/services/members/points-ledger";

export const CONFIRMATION_LINK_NOT_FOUND = "Confirmation link not found";

/**
 * The double opt-in's link (decision 042): the member is found by the id in the token and the token checked against
 * the stored hash; then marketing consent counts (`marketingConsent` true, `consent.marketingConfirmedAt`), recorded
 * as a `member.updated` change. Idempotent: the same link again answers the same and changes nothing. A link that
 * no longer matches (withdrawn, erased, deleted, replaced by a newer e-mail's) is 404.
 */
export async function confirmMarketingConsent({ token, now = systemClock }: { token: string; now?: Clock }) {
  const memberId = MARKETING_TOKEN_PATTERN.exec(token)?.[1];
  if (!memberId) throw notFound(CONFIRMATION_LINK_NOT_FOUND);
  await connectToDatabase();
  const member = await Member.findById(memberId).lean<StoredMember>();
  const isLive = member && isVisibleMember(member) && member.status !== "erased";
  if (!isLive || !isSameMarketingToken(member.consent?.marketingConfirmHash, token))
    throw notFound(CONFIRMATION_LINK_NOT_FOUND);
  if (member.consent?.marketingConfirmedAt) return;
  const confirmed = await Member.updateOne(
    { _id: member._id, "consent.marketingConfirmedAt": null },
    { $set: { marketingConsent: true, "consent.marketingConfirmedAt": now() } },
  );
  // A click racing this one confirmed it first: that one records the change.
  if (confirmed.modifiedCount !== 1) return;
  const updated = await Member.findById(member._id).lean<StoredMember>();
  if (updated) await recordChange(memberUpdated(updated, ["marketingConsent"]));
}
