import { type Clock, systemClock } from "@/lib/clock";
import { memberOpenedByCard } from "@/lib/services/card-self-service/card-member";
import { eraseSubjectData } from "@/lib/services/gdpr/erase-subject-data";
import { codeInvalid, redeemMemberCode } from "@/lib/services/member-codes/member-codes";

/** The reason the erasure's audit entry keeps. */
export const SELF_SERVICE_ERASURE_REASON =
  "Asked by the member on their card page, confirmed by the e-mailed code";

/**
 * "Delete my card and data", second step: with the code from the member's e-mail, the member's GDPR erasure runs
 * through the merchant's erasure service — the same steps, webhooks and audit entry (requested by the member
 * themself: `requestedBy` is the member's id with role `member`). Anything but the live code is 400 `CODE_INVALID`
 * and erases nothing. Afterwards the card's links open nothing.
 */
export async function eraseOwnCard({
  token,
  code,
  now = systemClock,
}: {
  token: string;
  code: string;
  now?: Clock;
}) {
  const member = await memberOpenedByCard(token);
  const memberId = String(member._id);
  const redeemed = await redeemMemberCode({ scope: { kind: "erase", memberId }, code, now });
  if (redeemed !== memberId) throw codeInvalid();
  await eraseSubjectData({
    merchantId: String(member.merchantId),
    requester: { userId: memberId, role: "member" },
    covers: ["members"],
    query: { programId: String(member.programId), memberId },
    input: { reason: SELF_SERVICE_ERASURE_REASON },
    now,
  });
}
