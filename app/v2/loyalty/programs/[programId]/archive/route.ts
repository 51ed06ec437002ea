import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { programIdParamsSchema } from "@/lib/schemas/program";
import { archiveProgram } from "@/lib/services/programs/change-program-status";

// POST /v2/loyalty/programs/{programId}/archive — active → archived (no new cards or offers; still readable)
export const POST = withApi(
  { auth: "merchant", params: programIdParamsSchema },
  async ({ params, merchantId }) =>
    Response.json(await archiveProgram({ merchantId, programId: params.programId })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["POST"]);
