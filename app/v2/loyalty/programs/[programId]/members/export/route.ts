import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { MEMBER_CSV_OPERATIONS } from "@/lib/openapi/member-csv-operations";
import { exportMembersCsv } from "@/lib/services/members/export-members";

// GET /v2/loyalty/programs/{programId}/members/export — the program's members as a streamed CSV download
export const GET = withApi(MEMBER_CSV_OPERATIONS.exportMembers, async ({ params, merchantId }) => {
  const { fileName, body } = await exportMembersCsv({ merchantId, programId: params.programId });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
