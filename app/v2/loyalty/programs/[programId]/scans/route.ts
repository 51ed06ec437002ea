import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { counterLocationOf } from "@/lib/api/operation-roles";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_OPERATIONS } from "@/lib/openapi/member-operations";
import { scanMember } from "@/lib/services/members/scan-member";

// POST /v2/loyalty/programs/{programId}/scans — the counter scans a member's pass: points for the visit
export const POST = withApi(MEMBER_OPERATIONS.scanMember, async ({ params, body, merchantId, user }) =>
  Response.json(
    await scanMember({
      merchantId,
      programId: params.programId,
      userId: user.userId,
      appKeyId: user.appKey?.appKeyId ?? null,
      input: { ...body, locationId: counterLocationOf(user, body.locationId) },
    }),
    { status: 201 },
  ),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
