import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PUBLIC_JOIN_OPERATIONS } from "@/lib/openapi/public-join-operations";
import { replaceMemberCardLink } from "@/lib/services/card-links/replace-card-link";

// POST /v2/loyalty/programs/{programId}/members/{memberId}/card-link — replace the member's card link and e-mail the new one
export const POST = withApi(PUBLIC_JOIN_OPERATIONS.replaceMemberCardLink, async ({ params, merchantId }) =>
  Response.json(await replaceMemberCardLink({ merchantId, ...params }), { status: 202 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
