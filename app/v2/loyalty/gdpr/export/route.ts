import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { LOYALTY_GDPR_OPERATIONS } from "@/lib/openapi/loyalty-gdpr-operations";
import { LOYALTY_NO_SUBJECT_MESSAGE } from "@/lib/schemas/loyalty-gdpr";
import { toMemberExportCsv } from "@/lib/services/gdpr/export-csv";
import { exportSubjectData } from "@/lib/services/gdpr/export-subject-data";

// POST /v2/loyalty/gdpr/export — a person's loyalty memberships and points ledgers as JSON or CSV (access request)
export const POST = withApi(
  LOYALTY_GDPR_OPERATIONS.exportLoyaltyMember,
  async ({ query, body, merchantId, user }) => {
    const { requestId, exportedAt, members } = await exportSubjectData({
      merchantId,
      requester: { userId: user.userId, role: user.role },
      covers: ["members"],
      query,
      input: body,
      noSubjectMessage: LOYALTY_NO_SUBJECT_MESSAGE,
    });
    if (body.format === "json") return Response.json({ requestId, exportedAt, members });
    return new Response(toMemberExportCsv(members), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="member-export-${requestId}.csv"`,
        "X-Gdpr-Request-Id": requestId,
      },
    });
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
