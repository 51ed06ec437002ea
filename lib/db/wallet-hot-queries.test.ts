import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { DELETE as deleteCertificate } from "@/app/v2/wallet/apple/certificates/[certificateId]/route";
import { GET as listCertificates, POST as uploadCertificate } from "@/app/v2/wallet/apple/certificates/route";
import { DELETE as deleteGoogle, PUT as putGoogle } from "@/app/v2/wallet/google/route";
import { GET as getWallet } from "@/app/v2/wallet/route";
import { resolveGoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import { findMerchantPassCertificate } from "@/lib/services/wallet/apple/merchant-certificate";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { certificateUploadForm } from "@/lib/testing/pass-certificates";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";

// The wallet settings paths held to docs/queries-that-scale.md: uploading, listing and deleting a certificate,
// the signer's look-up, the wallet state (also read by the dashboard's expiry banner) and Google's configuration.

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

describe.skipIf(!isEmbedded)("wallet settings queries are pushed down", () => {
  beforeAll(async () => {
    const { token, merchantId } = await merchantWithToken();
    const passTypeIdentifier = "pass.com.example.hot-wallet";
    await callRoute(createProgram, { token, json: { passTypeIdentifier, name: "Hot wallet" } });
    recording = recordQueries();
    for (let upload = 0; upload < 2; upload++) {
      const answer = await callRoute(uploadCertificate, {
        method: "POST",
        token,
        formData: certificateUploadForm(passTypeIdentifier),
      });
      expect(answer.status).toBe(201);
    }
    const listed = await callRoute(listCertificates, { token });
    const [certificate] = (listed.data as { items: { id: string }[] }).items;
    expect((await callRoute(getWallet, { token })).status).toBe(200);
    expect(await findMerchantPassCertificate({ merchantId, passTypeIdentifier })).not.toBeNull();
    const private_key = generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    const google = await callRoute(putGoogle, {
      method: "PUT",
      token,
      json: {
        issuerId: "3388000000000000003",
        serviceAccount: { client_email: "a@b.iam.example", private_key },
      },
    });
    expect(google.status).toBe(200);
    expect(await resolveGoogleWalletCredentials({ merchantId })).not.toBeNull();
    expect((await callRoute(deleteGoogle, { method: "DELETE", token })).status).toBe(204);
    const deleted = await callRoute(deleteCertificate, {
      method: "DELETE",
      token,
      params: { certificateId: certificate?.id ?? "" },
    });
    expect(deleted.status).toBe(204);
  });
  afterAll(() => recording.stop());

  it("every recorded filter narrows by an indexed key", async () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect(collections).toContain("apple_pass_certificates");
    expect(collections).toContain("google_wallet_credentials");
    expect(await queriesNotPushedDown(recording.captured)).toEqual([]);
  });
});
