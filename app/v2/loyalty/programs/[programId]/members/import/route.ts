import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { memberProgramParamsSchema } from "@/lib/schemas/member";
import { MEMBER_IMPORT_LIMITS, memberImportSchema } from "@/lib/schemas/member-import";
import { importMembers } from "@/lib/services/members/import-members";

// POST /v2/loyalty/programs/{programId}/members/import — a batch of rows joins; one result per row
export const POST = withApi(
  {
    auth: "merchant",
    params: memberProgramParamsSchema,
    body: memberImportSchema,
    maxBodyBytes: MEMBER_IMPORT_LIMITS.bodyBytes,
    idempotent: true,
  },
  async ({ params, body, merchantId }) =>
    Response.json(await importMembers({ merchantId, programId: params.programId, rows: body.rows })),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["POST"]);
