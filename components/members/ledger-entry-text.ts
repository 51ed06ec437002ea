import type { MemberMessages } from "@/components/members/i18n/messages";
import type { PointsEntryDto } from "@/lib/schemas/member";

/** A redemption's entry names its offer as `offer:<id>` (lib/services/redemptions/redeem-offer.ts). */
const OFFER_REASON = /^offer:(.+)$/;

/**
 * What a points-history row says happened, in the page's language: "Redeemed: Free coffee", "Scan",
 * "Adjustment: <reason>", "Import". Internal reasons (offer ids, rule keys) are never shown as they are.
 */
export function ledgerEntryText(
  entry: Pick<PointsEntryDto, "source" | "reason">,
  offerNames: ReadonlyMap<string, string>,
  text: MemberMessages["ledger"]["what"],
): string {
  switch (entry.source) {
    case "redemption": {
      const offerId = OFFER_REASON.exec(entry.reason ?? "")?.[1];
      return text.redeemed((offerId && offerNames.get(offerId)) || null);
    }
    case "manual":
      return text.adjusted(entry.reason);
    case "import":
      return text.imported(entry.reason);
    case "scan":
      return text.scan;
    case "rule":
      return text.rule;
    case "referral":
      return text.referral;
  }
}
