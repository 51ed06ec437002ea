import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { counterLocationOf } from "@/lib/api/operation-roles";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_OPERATIONS } from "@/lib/openapi/member-operations";
import { listRedemptions } from "@/lib/services/redemptions/list-redemptions";
import { redeemOffer } from "@/lib/services/redemptions/redeem-offer";

// GET /v2/loyalty/programs/{programId}/offers/{offerId}/redemptions — the offer's redemptions, newest first
export const GET = withApi(MEMBER_OPERATIONS.listRedemptions, async ({ params, query, merchantId }) =>
  Response.json(await listRedemptions({ merchantId, ...params, query })),
);

// POST /v2/loyalty/programs/{programId}/offers/{offerId}/redemptions — a member redeems the offer
export const POST = withApi(MEMBER_OPERATIONS.redeemOffer, async ({ params, body, merchantId, user }) =>
  Response.json(
    await redeemOffer({
      merchantId,
      ...params,
      userId: user.userId,
      appKeyId: user.appKey?.appKeyId ?? null,
      input: { ...body, locationId: counterLocationOf(user, body.locationId) },
    }),
    { status: 201 },
  ),
);

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
