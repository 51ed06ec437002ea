import { OfferRedemption } from "@/lib/db/models/offer-redemption";
import type { PagingQuery, RedemptionDto } from "@/lib/schemas/member";
import { type Page, pageOf } from "@/lib/services/members/paging";
import { getOfferOrThrow } from "@/lib/services/offers/get-offer";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { type StoredRedemption, toRedemptionDto } from "@/lib/services/redemptions/redemption-dto";

/** An offer's redemptions, newest first: one `{offerId}` read, sorted and paged in code. */
export async function listRedemptions({
  merchantId,
  programId,
  offerId,
  query,
}: {
  merchantId: string;
  programId: string;
  offerId: string;
  query: PagingQuery;
}): Promise<Page<RedemptionDto>> {
  await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
  const offer = await getOfferOrThrow({ merchantId, programId, offerId });
  const rows = await OfferRedemption.find({ offerId: offer._id }).lean<StoredRedemption[]>();
  rows.sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (String(b._id) > String(a._id) ? 1 : -1),
  );
  return pageOf({ query, source: [rows], toItems: (page) => page.map(toRedemptionDto) });
}
