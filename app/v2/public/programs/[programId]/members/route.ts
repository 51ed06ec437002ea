import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { clientIpOf } from "@/lib/http/client-ip";
import { languageOfRequest } from "@/lib/i18n/language-of-request";
import { PUBLIC_JOIN_OPERATIONS } from "@/lib/openapi/public-join-operations";
import { PUBLIC_JOIN_ACCEPTED } from "@/lib/schemas/public-join";
import { joinProgramPublicly } from "@/lib/services/public-join/join-program";

// POST /v2/public/programs/{programId}/members — a customer joins on the join page; no token, the same 202 for everyone
export const POST = withApi(PUBLIC_JOIN_OPERATIONS.joinProgramPublicly, async ({ params, body, request }) => {
  await joinProgramPublicly({
    programId: params.programId,
    input: body,
    clientIp: clientIpOf(request),
    language: languageOfRequest(request),
  });
  return Response.json({ message: PUBLIC_JOIN_ACCEPTED }, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
