import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { AUTOMATION_OPERATIONS } from "@/lib/openapi/automation-operations";
import { getAutomations, updateAutomations } from "@/lib/services/automations/program-automations";

// GET /v2/loyalty/programs/{programId}/automations — the program's automations (all disabled until set)
export const GET = withApi(AUTOMATION_OPERATIONS.getAutomations, async ({ params, merchantId }) =>
  Response.json(await getAutomations({ merchantId, programId: params.programId })),
);

// PUT /v2/loyalty/programs/{programId}/automations — replace the program's automations
export const PUT = withApi(AUTOMATION_OPERATIONS.updateAutomations, async ({ params, body, merchantId }) =>
  Response.json(await updateAutomations({ merchantId, programId: params.programId, input: body })),
);

export const { POST, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, PUT);
