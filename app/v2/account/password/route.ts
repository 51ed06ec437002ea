import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { clientIpOf } from "@/lib/http/client-ip";
import { ACCOUNT_OPERATIONS } from "@/lib/openapi/account-operations";
import { changePassword } from "@/lib/services/accounts/change-password";

// POST /v2/account/password — change the password, given the current one
export const POST = withApi(ACCOUNT_OPERATIONS.changePassword, async ({ user, body, request }) => {
  await changePassword({ user, input: body, clientIp: clientIpOf(request) });
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
