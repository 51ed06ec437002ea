import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_OPERATIONS } from "@/lib/openapi/member-operations";
import { listProfileChanges } from "@/lib/services/members/profile-changes";

// GET /v2/loyalty/programs/{programId}/members/{memberId}/profile-changes — which fields each edit changed
export const GET = withApi(
  MEMBER_OPERATIONS.listMemberProfileChanges,
  async ({ params, query, merchantId }) =>
    Response.json(await listProfileChanges({ merchantId, ...params, query })),
);

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
