import type { components } from "@/components/api/v2";

export type ScannerOffer = components["schemas"]["Offer"];

/**
 * The offers the counter offers a member: LIVE, not ended, and within their point rules for this balance
 * (`pointsCost` affordable, `pointsMin`/`pointsMax` where set). A per-customer limit or a sold-out offer is only
 * known to the server; its redemption answers 409 and the scanner says so.
 */
export function redeemableOffers(offers: ScannerOffer[], points: number, now = new Date()): ScannerOffer[] {
  return offers.filter(
    (offer) =>
      offer.status === "LIVE" &&
      (offer.endDate === null || new Date(offer.endDate) > now) &&
      (offer.pointsCost ?? 0) <= points &&
      (offer.pointsMin === null || points >= offer.pointsMin) &&
      (offer.pointsMax === null || points <= offer.pointsMax),
  );
}
