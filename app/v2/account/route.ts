import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { ACCOUNT_OPERATIONS } from "@/lib/openapi/account-operations";
import { getAccount } from "@/lib/services/accounts/get-account";
import { updateAccount } from "@/lib/services/accounts/update-account";

// GET /v2/account — the signed-in person's profile and company
export const GET = withApi(ACCOUNT_OPERATIONS.getAccount, async ({ user }) =>
  Response.json(await getAccount({ userId: user.userId })),
);

// PUT /v2/account — change name and (owners) company; fields left out stay as they are
export const PUT = withApi(ACCOUNT_OPERATIONS.updateAccount, async ({ user, body }) =>
  Response.json(await updateAccount({ user, input: body })),
);

export const { POST, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, PUT);
