import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { withApi } from "@/lib/api/with-api";
import { WALLET_OPERATIONS } from "@/lib/openapi/wallet-operations";
import { listPassCertificates } from "@/lib/services/wallet/certificates/list-pass-certificates";
import { uploadPassCertificate } from "@/lib/services/wallet/certificates/upload-pass-certificate";

// GET /v2/wallet/apple/certificates — the merchant's Pass Type ID certificates (metadata only, never a key)
export const GET = withApi(WALLET_OPERATIONS.listAppleCertificates, async ({ merchantId }) =>
  Response.json(await listPassCertificates({ merchantId })),
);

// POST /v2/wallet/apple/certificates — upload a Pass Type ID certificate (.p12 or PEM pair); replaces its pass type's
export const POST = withApi(WALLET_OPERATIONS.uploadAppleCertificate, async ({ body, merchantId, user }) => {
  const certificate = await uploadPassCertificate({ merchantId, userId: user.userId, input: body });
  return Response.json(certificate, {
    status: 201,
    headers: { Location: `/v2/wallet/apple/certificates/${certificate.id}` },
  });
});

export const { PUT, PATCH, DELETE, HEAD, OPTIONS } = methodsNotAllowed(GET, POST);
