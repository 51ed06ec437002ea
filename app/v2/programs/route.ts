import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { createProgramSchema } from "@/lib/schemas/program";
import { createProgram } from "@/lib/services/programs/create-program";

// POST /v2/programs — create a loyalty program
export const POST = withApi({ auth: "merchant", body: createProgramSchema }, async ({ body, merchantId }) =>
  Response.json(await createProgram({ merchantId, input: body }), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["POST"]);
