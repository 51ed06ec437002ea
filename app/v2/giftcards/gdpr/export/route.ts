import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { exportQuerySchema, exportRequestSchema } from "@/lib/schemas/gdpr";
import { toExportCsv } from "@/lib/services/gdpr/export-csv";
import { exportCustomerData } from "@/lib/services/gdpr/export-customer-data";

// POST /v2/giftcards/gdpr/export — a customer's gift-card data as JSON or CSV (access request)
export const POST = withApi(
  { auth: "merchant", query: exportQuerySchema, body: exportRequestSchema },
  async ({ query, body, merchantId, user }) => {
    const requester = { userId: user.userId, role: user.role };
    const result = await exportCustomerData({ merchantId, requester, query, input: body });
    if (body.format === "json") return Response.json(result);
    return new Response(toExportCsv(result.cards), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="giftcard-export-${result.requestId}.csv"`,
        "X-Gdpr-Request-Id": result.requestId,
      },
    });
  },
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(["POST"]);
