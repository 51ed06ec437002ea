import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { LOYALTY_GDPR_OPERATIONS } from "@/lib/openapi/loyalty-gdpr-operations";
import { PERSON_NO_SUBJECT_MESSAGE } from "@/lib/schemas/loyalty-gdpr";
import { toPersonExportCsv } from "@/lib/services/gdpr/export-csv";
import { exportSubjectData } from "@/lib/services/gdpr/export-subject-data";

// POST /v2/gdpr/export — a person's gift cards and loyalty memberships in one file (the /gdpr form)
export const POST = withApi(
  LOYALTY_GDPR_OPERATIONS.exportPerson,
  async ({ query, body, merchantId, user }) => {
    const result = await exportSubjectData({
      merchantId,
      requester: { userId: user.userId, role: user.role },
      covers: ["giftCards", "members"],
      query,
      input: body,
      noSubjectMessage: PERSON_NO_SUBJECT_MESSAGE,
    });
    if (body.format === "json") return Response.json(result);
    return new Response(toPersonExportCsv(result), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="customer-export-${result.requestId}.csv"`,
        "X-Gdpr-Request-Id": result.requestId,
        "X-Gdpr-Gift-Cards": String(result.cards.length),
        "X-Gdpr-Members": String(result.members.length),
      },
    });
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
