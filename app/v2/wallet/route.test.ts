import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as uploadCertificate } from "@/app/v2/wallet/apple/certificates/route";
import { GET as getWallet } from "@/app/v2/wallet/route";
import { getWalletState } from "@/lib/services/wallet/certificates/get-wallet-state";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import {
  certificateForm,
  testCertificateAuthority,
  testPassCertificate,
} from "@/lib/testing/pass-certificates";

const DAY_MS = 24 * 60 * 60 * 1000;
// The service names the WWDR that issued the merchant's certificate, so the certificate signs its passes.
const authority = testCertificateAuthority();
process.env.APPLE_WWDR_CERTIFICATE = authority.certificatePem;
let owner: Awaited<ReturnType<typeof merchantWithToken>>;
const programIds: Record<string, string> = {};

async function program(passTypeIdentifier: string, name: string) {
  const created = await callRoute(createProgram, { token: owner.token, json: { passTypeIdentifier, name } });
  programIds[name] = (created.data as { id: string }).id;
}

beforeAll(async () => {
  owner = await merchantWithToken();
  await program("pass.com.example.cafe", "Stamps");
  await program("pass.com.example.cafe", "Coffee club");
  await program("pass.com.example.bakery", "Bread");
  const expiring = testPassCertificate({
    issuer: authority,
    passTypeIdentifier: "pass.com.example.cafe",
    notAfter: new Date(Date.now() + 10 * DAY_MS),
  });
  const uploaded = await callRoute(uploadCertificate, {
    method: "POST",
    token: owner.token,
    formData: certificateForm({
      certificate: expiring.certificatePem,
      privateKey: expiring.privateKeyPem,
      teamIdentifier: "ABCDE12345",
    }),
  });
  expect(uploaded.status, uploaded.text).toBe(201);
});

describe("GET /v2/wallet", () => {
  it("answers each pass type the programs use, with its programs and state, and Google's state", async () => {
    const answer = await callRoute(getWallet, { token: owner.token });
    expect(answer.status).toBe(200);
    const state = answer.data as Awaited<ReturnType<typeof getWalletState>>;
    expect(state.apple.passTypes.map((entry) => entry.passTypeIdentifier)).toEqual([
      "pass.com.example.bakery",
      "pass.com.example.cafe",
    ]);
    const [bakery, cafe] = state.apple.passTypes;
    expect(bakery).toMatchObject({
      programs: [{ id: programIds.Bread, name: "Bread" }],
      state: "development",
      signing: { signedBy: "development", teamIdentifier: "LPDEVTEAM0" },
      certificate: null,
      certificateIssue: null,
    });
    expect(cafe?.programs.map((entry) => entry.name).sort()).toEqual(["Coffee club", "Stamps"]);
    expect(cafe).toMatchObject({
      state: "expiring",
      signing: {
        signedBy: "merchant",
        passTypeIdentifier: "pass.com.example.cafe",
        teamIdentifier: "ABCDE12345",
      },
      certificate: { state: "expiring", teamIdentifier: "ABCDE12345", issue: null },
      certificateIssue: null,
    });
    expect(state.google).toEqual({
      state: "not_configured",
      issuerId: null,
      clientEmail: null,
      updatedAt: null,
    });
    expect(answer.text).not.toContain("PRIVATE KEY");
  });

  it("a certificate past its notAfter reads as expired", async () => {
    const later = await getWalletState({
      merchantId: owner.merchantId,
      now: () => new Date(Date.now() + 11 * DAY_MS),
    });
    expect(
      later.apple.passTypes.find((entry) => entry.passTypeIdentifier === "pass.com.example.cafe")?.state,
    ).toBe("expired");
    const earlier = await getWalletState({
      merchantId: owner.merchantId,
      now: () => new Date(Date.now() - 30 * DAY_MS),
    });
    expect(
      earlier.apple.passTypes.find((entry) => entry.passTypeIdentifier === "pass.com.example.cafe")?.state,
    ).toBe("configured");
  });
});
