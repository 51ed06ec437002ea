import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_OPERATIONS } from "@/lib/openapi/member-operations";
import { deleteMember } from "@/lib/services/members/delete-member";
import { getMemberOrThrow, memberDtoOf } from "@/lib/services/members/get-member";
import { updateMember } from "@/lib/services/members/update-member";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

// GET /v2/loyalty/programs/{programId}/members/{memberId} — one member with points and tier
export const GET = withApi(MEMBER_OPERATIONS.getMember, async ({ params, merchantId }) => {
  const program = await getProgramOrThrow({
    merchantId,
    programId: params.programId,
    programType: "loyalty",
  });
  return Response.json(await memberDtoOf(await getMemberOrThrow({ merchantId, ...params }), program));
});

// PUT /v2/loyalty/programs/{programId}/members/{memberId} — change a member's data or status
export const PUT = withApi(MEMBER_OPERATIONS.updateMember, async ({ params, body, merchantId }) =>
  Response.json(await updateMember({ merchantId, ...params, input: body })),
);

// DELETE /v2/loyalty/programs/{programId}/members/{memberId} — soft-delete; purged after the retention period
export const DELETE = withApi(MEMBER_OPERATIONS.deleteMember, async ({ params, merchantId }) => {
  await deleteMember({ merchantId, ...params });
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, PUT, DELETE);
