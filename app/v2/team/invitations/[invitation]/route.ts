import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { TEAM_OPERATIONS } from "@/lib/openapi/team-operations";
import { revokeInvitation } from "@/lib/services/team/revoke-invitation";

// DELETE /v2/team/invitations/{invitation} — revoke an invitation: its links answer 410
export const DELETE = withApi(TEAM_OPERATIONS.revokeInvitation, async ({ params, merchantId }) => {
  await revokeInvitation({ merchantId, invitationId: params.invitation });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(DELETE);
