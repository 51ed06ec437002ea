import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_CSV_OPERATIONS } from "@/lib/openapi/member-csv-operations";
import { importMembers } from "@/lib/services/members/import-members";

// POST /v2/loyalty/programs/{programId}/members/import — a batch of rows joins; one result per row
export const POST = withApi(MEMBER_CSV_OPERATIONS.importMembers, async ({ params, body, merchantId }) =>
  Response.json(
    await importMembers({ merchantId, programId: params.programId, rows: body.rows, welcome: body.welcome }),
  ),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
