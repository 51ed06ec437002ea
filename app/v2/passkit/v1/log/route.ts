import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { statusOnly } from "@/lib/api/passkit";
import { withApi } from "@/lib/api/with-api";
import { PASSKIT_OPERATIONS } from "@/lib/openapi/passkit-operations";
import { logDeviceMessages } from "@/lib/services/wallet/apple/web-service/log-device-messages";

// POST /v2/passkit/v1/log — Wallet reports problems with our web service
export const POST = withApi(PASSKIT_OPERATIONS.logPassDeviceMessages, async ({ body }) => {
  logDeviceMessages({ logs: body.logs });
  return statusOnly(200);
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(POST);
