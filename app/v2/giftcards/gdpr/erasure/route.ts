import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { GIFT_CARD_OPERATIONS } from "@/lib/openapi/giftcard-operations";
import { eraseCustomerData } from "@/lib/services/gdpr/erase-customer-data";
import { toGdprRecordDto } from "@/lib/services/gdpr/gdpr-record-dto";
import { listGdprRecords } from "@/lib/services/gdpr/list-gdpr-records";

// POST /v2/giftcards/gdpr/erasure — erase a customer's data from the merchant's gift cards (or dry-run it)
export const POST = withApi(
  GIFT_CARD_OPERATIONS.eraseGiftCardCustomer,
  async ({ query, body, merchantId, user }) =>
    Response.json(
      await eraseCustomerData({
        merchantId,
        requester: { userId: user.userId, role: user.role },
        query,
        input: body,
      }),
    ),
);

// GET /v2/giftcards/gdpr/erasure — the audit trail of erasure and export requests that reached gift cards
export const GET = withApi(GIFT_CARD_OPERATIONS.listGdprRequests, async ({ query, merchantId }) =>
  Response.json(await listGdprRecords({ merchantId, query, covering: "giftCards", toDto: toGdprRecordDto })),
);

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
