import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCertificates, POST as uploadCertificate } from "@/app/v2/wallet/apple/certificates/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { loyaltyProgram } from "@/lib/testing/members";
import {
  certificateForm,
  testCertificateAuthority,
  testPassCertificate,
} from "@/lib/testing/pass-certificates";

// Issue 27, item 1: in production a certificate that cannot be verified against Apple's WWDR (the service has
// no APPLE_WWDR_CERTIFICATE) is refused, not stored to sign nothing. This file's process runs as production.
(process.env as Record<string, string>).NODE_ENV = "production";
delete process.env.APPLE_WWDR_CERTIFICATE;
const PASS_TYPE = "pass.com.example.production";
let owner: Awaited<ReturnType<typeof merchantWithToken>>;

beforeAll(async () => {
  owner = await merchantWithToken();
  await loyaltyProgram(owner.merchantId, { passTypeIdentifier: PASS_TYPE });
});

describe("POST /v2/wallet/apple/certificates in production without a WWDR", () => {
  it("refuses with 400 CERTIFICATE_UNVERIFIABLE and stores nothing", async () => {
    const certificate = testPassCertificate({
      issuer: testCertificateAuthority(),
      passTypeIdentifier: PASS_TYPE,
    });
    const answer = await callRoute(uploadCertificate, {
      method: "POST",
      token: owner.token,
      formData: certificateForm({
        certificate: certificate.certificatePem,
        privateKey: certificate.privateKeyPem,
        teamIdentifier: "ABCDE12345",
      }),
    });
    expect(answer.status, answer.text).toBe(400);
    expect((answer.data as { detail: { code: string } }).detail.code).toBe("CERTIFICATE_UNVERIFIABLE");
    const listed = await callRoute(listCertificates, { token: owner.token });
    expect((listed.data as { items: unknown[] }).items).toEqual([]);
  });
});
