import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PROGRAM_LIFECYCLE_OPERATIONS } from "@/lib/openapi/program-lifecycle-operations";
import { duplicateProgram } from "@/lib/services/programs/duplicate-program";

// POST /v2/loyalty/programs/{programId}/duplicate — a new active program with the same settings
export const POST = withApi(
  PROGRAM_LIFECYCLE_OPERATIONS.duplicateProgram,
  async ({ params, body, merchantId }) => {
    const copy = await duplicateProgram({ merchantId, programId: params.programId, input: body });
    return Response.json(copy, { status: 201, headers: { Location: `/v2/loyalty/programs/${copy.id}` } });
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
