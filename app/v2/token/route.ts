import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { clientIpOf } from "@/lib/http/client-ip";
import { AUTH_OPERATIONS } from "@/lib/openapi/auth-operations";
import { signIn } from "@/lib/services/auth/sign-in";

// POST /v2/token — exchange e-mail and password (OAuth2 password form) for a bearer access token
export const POST = withApi(AUTH_OPERATIONS.createAccessToken, async ({ body, request }) =>
  Response.json(
    await signIn({ email: body.username, password: body.password, clientIp: clientIpOf(request) }),
  ),
);

// GET /v2/token — the user the token belongs to
export const GET = withApi(AUTH_OPERATIONS.getCurrentUser, async ({ user }) =>
  Response.json({
    id: user.userId,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    active: true,
    admin: user.role === "staff",
  }),
);

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
