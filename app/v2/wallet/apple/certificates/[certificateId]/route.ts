import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WALLET_OPERATIONS } from "@/lib/openapi/wallet-operations";
import { deletePassCertificate } from "@/lib/services/wallet/certificates/delete-pass-certificate";

// DELETE /v2/wallet/apple/certificates/{certificateId} — remove a certificate and its key
export const DELETE = withApi(WALLET_OPERATIONS.deleteAppleCertificate, async ({ params, merchantId }) => {
  await deletePassCertificate({ merchantId, certificateId: params.certificateId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(DELETE);
