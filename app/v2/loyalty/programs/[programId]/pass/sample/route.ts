import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { pkpassResponse } from "@/lib/api/pkpass-response";
import { withApi } from "@/lib/api/with-api";
import { APPLE_WALLET_OPERATIONS } from "@/lib/openapi/apple-wallet-operations";
import { buildSampleApplePass } from "@/lib/services/wallet/apple/build-sample-pass";

// GET /v2/loyalty/programs/{programId}/pass/sample — the program's pass for a made-up member or card (nothing stored)
export const GET = withApi(APPLE_WALLET_OPERATIONS.getSampleApplePass, async ({ params, merchantId }) => {
  const { pkpass, serialNumber } = await buildSampleApplePass({ merchantId, programId: params.programId });
  return pkpassResponse(pkpass, serialNumber);
});

export const { POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET);
