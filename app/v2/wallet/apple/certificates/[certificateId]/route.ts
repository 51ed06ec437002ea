import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { appleCertificateParamsSchema } from "@/lib/schemas/wallet";
import { deletePassCertificate } from "@/lib/services/wallet/certificates/delete-pass-certificate";

// DELETE /v2/wallet/apple/certificates/{certificateId} — remove a certificate and its key
export const DELETE = withApi(
  { auth: "merchant", appKey: "deny", params: appleCertificateParamsSchema },
  async ({ params, merchantId }) => {
    await deletePassCertificate({ merchantId, certificateId: params.certificateId });
    return new Response(null, { status: 204 });
  },
);

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = methodsNotAllowed(["DELETE"]);
