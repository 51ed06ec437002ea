import { type Clock, systemClock } from "@/lib/clock";
import { Member } from "@/lib/db/models/member";
import { memberOpenedByCard } from "@/lib/services/card-self-service/card-member";
import { recordChange } from "@/lib/services/changes/record-change";
import { memberUpdated } from "@/lib/services/members/member-changes";
import type { StoredMember } from "@/lib/services/members/points-ledger";
import { recordProfileChange } from "@/lib/services/members/profile-changes";

/**
 * "Stop marketing messages" on the card page: the member's marketing consent is withdrawn at once (also one still
 * waiting for its confirmation), and the change is recorded as any other change of the member (`member.updated`
 * naming `marketingConsent`, with the time in `consent.marketingWithdrawnAt` when the member joined on the join page). Idempotent: a member without
 * consent changes nothing and records nothing.
 */
export async function stopMarketingByCard({ token, now = systemClock }: { token: string; now?: Clock }) {
  const member = await memberOpenedByCard(token);
  const hasConsent = Boolean(member.marketingConsent) || Boolean(member.consent?.marketingAt);
  if (!hasConsent) return;
  const at = now();
  const updated = await Member.findByIdAndUpdate(
    member._id,
    {
      $set: {
        marketingConsent: false,
        // A member the merchant added has no consent record (the consent was the merchant's to keep).
        // The confirmation link dies with the consent it was for.
        ...(member.consent && {
          "consent.marketingAt": null,
          "consent.marketingConfirmedAt": null,
          "consent.marketingConfirmHash": null,
          "consent.marketingWithdrawnAt": at,
        }),
      },
    },
    { new: true },
  ).lean<StoredMember>();
  await recordProfileChange(member, ["marketingConsent"], at, "member");
  if (updated) await recordChange(memberUpdated(updated, ["marketingConsent"]));
}
