import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { toExportCsv } from "@/lib/services/gdpr/export-csv";
import { exportCustomerData } from "@/lib/services/gdpr/export-customer-data";

// POST /v2/giftcards/gdpr/export — a customer's gift-card data as JSON or CSV (access request)
export const POST = withApi(
  GIFT_CARD_OPERATIONS.exportGiftCardCustomer,
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

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
