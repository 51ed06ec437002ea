import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { ACCOUNT_OPERATIONS } from "@/lib/openapi/account-operations";
import { resetPassword } from "@/lib/services/accounts/reset-password";

// POST /v2/password-reset/confirm — set a new password with the e-mailed token (once)
export const POST = withApi(ACCOUNT_OPERATIONS.confirmPasswordReset, async ({ body }) => {
  await resetPassword({ input: body });
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
