import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listCertificates, POST as uploadCertificate } from "@/app/v2/wallet/apple/certificates/route";
import { GET as getWallet } from "@/app/v2/wallet/route";
import type { AppleCertificateDto, WalletStateDto } from "@/lib/schemas/wallet";
import { buildApplePass } from "@/lib/services/wallet/apple/build-pass";
import { getProgramPass } from "@/lib/services/wallet/apple/program-pass";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import {
  certificateForm,
  testCertificateAuthority,
  testPassCertificate,
} from "@/lib/testing/pass-certificates";
import { closePass, type OpenedPass, openPass } from "@/lib/testing/pkpass";
import { signingIdentityOf } from "@/lib/testing/signing-certificate";

// Issue 27, item 1: without APPLE_WWDR_CERTIFICATE (allowed outside production) an uploaded certificate cannot be
// verified, so nothing signs with it. Every place that shows a state must say so, and why, instead of
// "configured" over passes the development chain signs.
delete process.env.APPLE_WWDR_CERTIFICATE;
const PASS_TYPE = "pass.com.example.unverified";
let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;
let memberId: string;
const opened: OpenedPass[] = [];

beforeAll(async () => {
  owner = await merchantWithToken();
  programId = (await loyaltyProgram(owner.merchantId, { passTypeIdentifier: PASS_TYPE })).id;
  memberId = (await joinedMember(owner.merchantId, programId, { firstName: "Ada" })).id;
});
afterAll(() => {
  for (const pass of opened) closePass(pass);
});

describe("a certificate the service cannot verify", () => {
  it("is stored (outside production) but answered, listed and shown as not signing, with the reason", async () => {
    const certificate = testPassCertificate({
      issuer: testCertificateAuthority(),
      passTypeIdentifier: PASS_TYPE,
    });
    const uploaded = await callRoute(uploadCertificate, {
      method: "POST",
      token: owner.token,
      formData: certificateForm({
        certificate: certificate.certificatePem,
        privateKey: certificate.privateKeyPem,
        teamIdentifier: "ABCDE12345",
      }),
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.data).toMatchObject({ state: "configured", issue: "WWDR_NOT_CONFIGURED" });
    const listed = await callRoute(listCertificates, { token: owner.token });
    expect((listed.data as { items: AppleCertificateDto[] }).items.map((item) => item.issue)).toEqual([
      "WWDR_NOT_CONFIGURED",
    ]);

    const wallet = (await callRoute(getWallet, { token: owner.token })).data as WalletStateDto;
    expect(wallet.apple.passTypes).toEqual([
      expect.objectContaining({
        passTypeIdentifier: PASS_TYPE,
        state: "development",
        signing: expect.objectContaining({
          signedBy: "development",
          passTypeIdentifier: PASS_TYPE,
          teamIdentifier: "LPDEVTEAM0",
        }),
        certificate: expect.objectContaining({ teamIdentifier: "ABCDE12345", issue: "WWDR_NOT_CONFIGURED" }),
        certificateIssue: "WWDR_NOT_CONFIGURED",
      }),
    ]);
    const programPass = await getProgramPass({ merchantId: owner.merchantId, programId });
    expect(programPass.signing).toMatchObject({
      signedBy: "development",
      teamIdentifier: "LPDEVTEAM0",
      certificateIssue: "WWDR_NOT_CONFIGURED",
    });
  });

  it("leaves the passes on the development chain, whose Team ID they carry (never the uploaded one)", async () => {
    const { pkpass } = await buildApplePass({
      merchantId: owner.merchantId,
      programId,
      subject: { kind: "member", id: memberId },
    });
    const pass = openPass(pkpass);
    opened.push(pass);
    expect(signingIdentityOf(pass)).toEqual({ passTypeIdentifier: PASS_TYPE, teamIdentifier: "LPDEVTEAM0" });
    expect(pass.passJson).toMatchObject({ passTypeIdentifier: PASS_TYPE, teamIdentifier: "LPDEVTEAM0" });
  });
});
