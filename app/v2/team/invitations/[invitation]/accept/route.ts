import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { TEAM_OPERATIONS } from "@/lib/openapi/team-operations";
import { acceptInvitation } from "@/lib/services/team/accept-invitation";

// POST /v2/team/invitations/{invitation}/accept — accept with the e-mailed token: name and password set
export const POST = withApi(TEAM_OPERATIONS.acceptInvitation, async ({ params, body }) =>
  Response.json(await acceptInvitation({ token: params.invitation, input: body }), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
