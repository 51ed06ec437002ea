import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { PROGRAM_LIFECYCLE_OPERATIONS } from "@/lib/openapi/program-lifecycle-operations";
import { PROGRAM_OPERATIONS } from "@/lib/openapi/program-operations";
import { deleteProgram } from "@/lib/services/programs/delete-program";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { toProgramDto } from "@/lib/services/programs/program-dto";
import { updateProgram } from "@/lib/services/programs/update-program";

// GET /v2/loyalty/programs/{programId} — one program of the merchant
export const GET = withApi(PROGRAM_OPERATIONS.getProgram, async ({ params, merchantId }) =>
  Response.json(toProgramDto(await getProgramOrThrow({ merchantId, programId: params.programId }))),
);

// PUT /v2/loyalty/programs/{programId} — update the fields given; omitted fields keep their value
export const PUT = withApi(PROGRAM_OPERATIONS.updateProgram, async ({ params, body, merchantId }) =>
  Response.json(await updateProgram({ merchantId, programId: params.programId, input: body })),
);

// DELETE /v2/loyalty/programs/{programId} — soft-delete any program; purged after its retention period
export const DELETE = withApi(PROGRAM_LIFECYCLE_OPERATIONS.deleteProgram, async ({ params, merchantId }) => {
  await deleteProgram({ merchantId, programId: params.programId });
  return new Response(null, { status: 204 });
});

export const { POST, PATCH, HEAD, OPTIONS } = methodsNotAllowed(GET, PUT, DELETE);
