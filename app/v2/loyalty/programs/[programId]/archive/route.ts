import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PROGRAM_LIFECYCLE_OPERATIONS } from "@/lib/openapi/program-lifecycle-operations";
import { archiveProgram } from "@/lib/services/programs/change-program-status";

// POST /v2/loyalty/programs/{programId}/archive — active → archived (no new cards or offers; still readable)
export const POST = withApi(PROGRAM_LIFECYCLE_OPERATIONS.archiveProgram, async ({ params, merchantId }) =>
  Response.json(await archiveProgram({ merchantId, programId: params.programId })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
