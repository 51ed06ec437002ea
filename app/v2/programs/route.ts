import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PROGRAM_OPERATIONS } from "@/lib/openapi/program-operations";
import { createProgram } from "@/lib/services/programs/create-program";

// POST /v2/programs — create a loyalty program
export const POST = withApi(PROGRAM_OPERATIONS.createProgram, async ({ body, merchantId }) => {
  const program = await createProgram({ merchantId, input: body });
  return Response.json(program, {
    status: 201,
    headers: { Location: `/v2/loyalty/programs/${program.id}` },
  });
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
