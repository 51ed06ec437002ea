import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_OPERATIONS } from "@/lib/openapi/member-operations";
import { createMember } from "@/lib/services/members/create-member";
import { listMembers } from "@/lib/services/members/list-members";

// GET /v2/loyalty/programs/{programId}/members — the program's members, newest first, paginated; `q` finds one
export const GET = withApi(MEMBER_OPERATIONS.listMembers, async ({ params, query, merchantId }) =>
  Response.json(await listMembers({ merchantId, programId: params.programId, query })),
);

// POST /v2/loyalty/programs/{programId}/members — a customer joins the program
export const POST = withApi(MEMBER_OPERATIONS.createMember, async ({ params, body, merchantId }) => {
  const member = await createMember({ merchantId, programId: params.programId, input: body });
  const location = `/v2/loyalty/programs/${params.programId}/members/${member.id}`;
  return Response.json(member, { status: 201, headers: { Location: location } });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
