import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { programIdParamsSchema } from "@/lib/schemas/program";
import { unarchiveProgram } from "@/lib/services/programs/change-program-status";

// POST /v2/loyalty/programs/{programId}/unarchive — archived → active
export const POST = withApi(
  { auth: "merchant", params: programIdParamsSchema },
  async ({ params, merchantId }) =>
    Response.json(await unarchiveProgram({ merchantId, programId: params.programId })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["POST"]);
