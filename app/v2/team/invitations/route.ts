import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { languageOfRequest } from "@/lib/i18n/language-of-request";
import { TEAM_OPERATIONS } from "@/lib/openapi/team-operations";
import { createInvitation } from "@/lib/services/team/create-invitation";
import { listInvitations } from "@/lib/services/team/list-invitations";

// GET /v2/team/invitations — the merchant's invitations, newest first
export const GET = withApi(TEAM_OPERATIONS.listInvitations, async ({ merchantId }) =>
  Response.json(await listInvitations({ merchantId })),
);

// POST /v2/team/invitations — invite a manager or cashier (the e-mail leaves through the outbox)
export const POST = withApi(TEAM_OPERATIONS.createInvitation, async ({ body, merchantId, user, request }) => {
  const invitation = await createInvitation({
    merchantId,
    invitedBy: user.userId,
    input: body,
    language: languageOfRequest(request),
  });
  return Response.json(invitation, {
    status: 201,
    headers: { Location: `/v2/team/invitations/${invitation.id}` },
  });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
