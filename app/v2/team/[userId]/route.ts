import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { TEAM_OPERATIONS } from "@/lib/openapi/team-operations";
import { removeTeamMember, updateTeamMember } from "@/lib/services/team/change-team-member";

// PUT /v2/team/{userId} — change a team member's role or locations
export const PUT = withApi(TEAM_OPERATIONS.updateTeamMember, async ({ params, body, merchantId }) =>
  Response.json(await updateTeamMember({ merchantId, userId: params.userId, input: body })),
);

// DELETE /v2/team/{userId} — remove a person from the team (their access ends)
export const DELETE = withApi(TEAM_OPERATIONS.removeTeamMember, async ({ params, merchantId }) => {
  await removeTeamMember({ merchantId, userId: params.userId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(PUT, DELETE);
