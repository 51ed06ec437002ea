import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { memberParamsSchema, updateMemberSchema } from "@/lib/schemas/member";
import { deleteMember } from "@/lib/services/members/delete-member";
import { getMemberOrThrow, memberDtoOf } from "@/lib/services/members/get-member";
import { updateMember } from "@/lib/services/members/update-member";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";

// GET /v2/loyalty/programs/{programId}/members/{memberId} — one member with points and tier
export const GET = withApi(
  { auth: "merchant", params: memberParamsSchema },
  async ({ params, merchantId }) => {
    const program = await getProgramOrThrow({
      merchantId,
      programId: params.programId,
      programType: "loyalty",
    });
    return Response.json(await memberDtoOf(await getMemberOrThrow({ merchantId, ...params }), program));
  },
);

// PUT /v2/loyalty/programs/{programId}/members/{memberId} — change a member's data or status
export const PUT = withApi(
  { auth: "merchant", params: memberParamsSchema, body: updateMemberSchema },
  async ({ params, body, merchantId }) =>
    Response.json(await updateMember({ merchantId, ...params, input: body })),
);

// DELETE /v2/loyalty/programs/{programId}/members/{memberId} — soft-delete; purged after the retention period
export const DELETE = withApi(
  { auth: "merchant", params: memberParamsSchema },
  async ({ params, merchantId }) => {
    await deleteMember({ merchantId, ...params });
    return new Response(null, { status: 204 });
  },
);

export const { POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(["GET", "PUT", "DELETE"]);
