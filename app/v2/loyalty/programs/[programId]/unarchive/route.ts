import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PROGRAM_LIFECYCLE_OPERATIONS } from "@/lib/openapi/program-lifecycle-operations";
import { unarchiveProgram } from "@/lib/services/programs/change-program-status";

// POST /v2/loyalty/programs/{programId}/unarchive — archived → active
export const POST = withApi(PROGRAM_LIFECYCLE_OPERATIONS.unarchiveProgram, async ({ params, merchantId }) =>
  Response.json(await unarchiveProgram({ merchantId, programId: params.programId })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
