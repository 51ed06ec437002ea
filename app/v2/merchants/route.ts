import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { searchMerchants } from "@/lib/services/merchants/search-merchants";

// GET /v2/merchants — support staff find the merchant to act for (name contains q, or its id)
export const GET = withApi(GIFT_CARD_OPERATIONS.searchMerchants, async ({ query, user }) =>
  Response.json(await searchMerchants({ user, q: query.q, limit: query.limit })),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
