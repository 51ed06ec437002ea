import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { languageOfRequest } from "@/lib/i18n/language-of-request";
import { TEAM_OPERATIONS } from "@/lib/openapi/team-operations";
import { resendInvitation } from "@/lib/services/team/resend-invitation";

// POST /v2/team/invitations/{invitation}/resend — e-mail the invitation again with a new link
export const POST = withApi(TEAM_OPERATIONS.resendInvitation, async ({ params, merchantId, request }) =>
  Response.json(
    await resendInvitation({
      merchantId,
      invitationId: params.invitation,
      language: languageOfRequest(request),
    }),
  ),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
