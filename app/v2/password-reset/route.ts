import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { clientIpOf } from "@/lib/http/client-ip";
import { languageOfRequest } from "@/lib/i18n/language-of-request";
import { ACCOUNT_OPERATIONS } from "@/lib/openapi/account-operations";
import {
  PASSWORD_RESET_ACCEPTED,
  requestPasswordReset,
} from "@/lib/services/accounts/request-password-reset";

// POST /v2/password-reset — e-mail a link to choose a new password; the same 202 for any address
export const POST = withApi(ACCOUNT_OPERATIONS.requestPasswordReset, async ({ body, request }) => {
  await requestPasswordReset({
    email: body.email,
    clientIp: clientIpOf(request),
    language: languageOfRequest(request),
  });
  return Response.json({ message: PASSWORD_RESET_ACCEPTED }, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
