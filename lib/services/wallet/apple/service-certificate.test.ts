import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadCertificate } from "@/app/v2/wallet/apple/certificates/route";
import { GET as getWallet } from "@/app/v2/wallet/route";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import type { WalletStateDto } from "@/lib/schemas/wallet";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { passSerialOf } from "@/lib/services/pass-updates/pass-identity";
import { createApnsHandler } from "@/lib/services/wallet/apple/apns-handler";
import { buildApplePass } from "@/lib/services/wallet/apple/build-pass";
import { merchantWithToken } from "@/lib/testing/accounts";
import { fingerprintOf, startApnsStandIn } from "@/lib/testing/apns-stand-in";
import { callRoute } from "@/lib/testing/call-route";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import {
  certificateForm,
  testCertificateAuthority,
  testKeyPair,
  testPassCertificate,
} from "@/lib/testing/pass-certificates";
import { fetchPassBytes, newDevice, registerDevice } from "@/lib/testing/passkit";
import { closePass, type OpenedPass, openPass, verifySignature } from "@/lib/testing/pkpass";
import { signingIdentityOf } from "@/lib/testing/signing-certificate";

// Issue 27, "passes that work from the first day" (decision 028): the operator configures the service's own
// Pass Type ID certificate; every program whose merchant has none signs with it, under the service's pass type
// identifier and Team ID, and the web service and pushes work the same. A merchant that uploads its own
// switches over for new passes; a pass already installed keeps the service's identifier (Apple never changes
// an installed pass's pass type identifier).
const wwdr = testCertificateAuthority("Test WWDR G4");
const SERVICE_PASS_TYPE = "pass.com.loyaltypass.service";
const SERVICE_TEAM = "SERVICE123";
const service = testPassCertificate({
  issuer: wwdr,
  passTypeIdentifier: SERVICE_PASS_TYPE,
  teamIdentifier: SERVICE_TEAM,
});
const folder = mkdtempSync(path.join(os.tmpdir(), "service-certificate-"));
const keyFile = path.join(folder, "service-key.pem");
writeFileSync(keyFile, service.privateKeyPem);
const apns = await startApnsStandIn();
Object.assign(process.env, apns.env, {
  PUBLIC_BASE_URL: "https://passes.example.com",
  APPLE_WWDR_CERTIFICATE: wwdr.certificatePem,
  APPLE_PASS_TYPE_IDENTIFIER: SERVICE_PASS_TYPE,
  APPLE_TEAM_IDENTIFIER: SERVICE_TEAM,
  APPLE_PASS_CERTIFICATE: service.certificatePem,
  // A mounted secret: the path of the key's file.
  APPLE_PASS_PRIVATE_KEY: keyFile,
  GOOGLE_WALLET_ISSUER_ID: "3388000000012345678",
  GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
    client_email: "wallet@service.example.com",
    private_key: testKeyPair().privateKeyPem,
  }),
});

const PROGRAM_PASS_TYPE = "pass.com.example.firstday";
let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let programId: string;
let installedMemberId: string;
const device = newDevice("first-day");
const opened: OpenedPass[] = [];

beforeAll(async () => {
  owner = await merchantWithToken("First Day Café");
  programId = (await loyaltyProgram(owner.merchantId, { passTypeIdentifier: PROGRAM_PASS_TYPE })).id;
  installedMemberId = (await joinedMember(owner.merchantId, programId, { firstName: "Ada" })).id;
});
afterAll(() => {
  apns.close();
  for (const pass of opened) closePass(pass);
});

const open = (pkpass: Buffer) => {
  const pass = openPass(pkpass);
  opened.push(pass);
  return pass;
};
const memberPass = async (memberId: string) =>
  open(
    (
      await buildApplePass({
        merchantId: owner.merchantId,
        programId,
        subject: { kind: "member", id: memberId },
      })
    ).pkpass,
  );
const wallet = async () => (await callRoute(getWallet, { token: owner.token })).data as WalletStateDto;
const installed = () => ({
  passTypeIdentifier: SERVICE_PASS_TYPE,
  serialNumber: passSerialOf({ kind: "member", id: installedMemberId }),
});

let clock = Date.now();
async function pushesAfterPoints(memberId: string) {
  await adjustPoints({
    merchantId: owner.merchantId,
    programId,
    memberId,
    userId: owner.userId,
    input: pointsAdjustmentSchema.parse({ points: 5, reason: "Coffee" }),
  });
  const worker = createOutboxWorker({ handlers: { apns: createApnsHandler() }, now: () => new Date(clock) });
  for (let round = 0; round < 5; round++) {
    clock = Math.max(clock, Date.now()) + 1000;
    const { sent, failed } = await worker.runOnce();
    if (sent + failed === 0) break;
  }
  return apns.pushesTo(device.pushToken);
}

describe("the service's own Pass Type ID certificate", () => {
  it("signs the passes of a merchant without one, as the service: Settings says so for Apple and Google", async () => {
    const state = await wallet();
    expect(state.apple.passTypes).toEqual([
      expect.objectContaining({
        passTypeIdentifier: PROGRAM_PASS_TYPE,
        state: "service",
        signing: expect.objectContaining({
          signedBy: "service",
          passTypeIdentifier: SERVICE_PASS_TYPE,
          teamIdentifier: SERVICE_TEAM,
        }),
        certificate: null,
      }),
    ]);
    expect(state.google).toMatchObject({ state: "service", issuerId: "3388000000012345678" });
    const pass = await memberPass(installedMemberId);
    expect(pass.passJson).toMatchObject({
      passTypeIdentifier: SERVICE_PASS_TYPE,
      teamIdentifier: SERVICE_TEAM,
    });
    expect(signingIdentityOf(pass)).toEqual({
      passTypeIdentifier: SERVICE_PASS_TYPE,
      teamIdentifier: SERVICE_TEAM,
    });
    expect(verifySignature(pass, wwdr.certificatePem).status).toBe(0);
  });

  it("is what the PassKit web service registers and serves, and what the pushes authenticate with", async () => {
    const registered = await registerDevice(device, installed());
    expect(registered.status, registered.text).toBe(201);
    const served = open(await fetchPassBytes(installed()));
    expect(served.passJson).toMatchObject({
      passTypeIdentifier: SERVICE_PASS_TYPE,
      teamIdentifier: SERVICE_TEAM,
    });
    const pushes = await pushesAfterPoints(installedMemberId);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.headers["apns-topic"]).toBe(SERVICE_PASS_TYPE);
    expect(pushes[0]?.clientCertificateFingerprint).toBe(fingerprintOf(service.certificatePem));
  });

  it("gives way to the merchant's own for new passes; an installed pass stays the service's, updated and pushed", async () => {
    const own = testPassCertificate({ issuer: wwdr, passTypeIdentifier: PROGRAM_PASS_TYPE });
    const uploaded = await callRoute(uploadCertificate, {
      method: "POST",
      token: owner.token,
      formData: certificateForm({
        certificate: own.certificatePem,
        privateKey: own.privateKeyPem,
        teamIdentifier: "ABCDE12345",
      }),
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.data).toMatchObject({ issue: null });
    expect((await wallet()).apple.passTypes[0]).toMatchObject({
      state: "configured",
      signing: { signedBy: "merchant", passTypeIdentifier: PROGRAM_PASS_TYPE, teamIdentifier: "ABCDE12345" },
      certificateIssue: null,
    });
    const newcomer = await joinedMember(owner.merchantId, programId, { firstName: "Bea" });
    const fresh = await memberPass(newcomer.id);
    expect(fresh.passJson).toMatchObject({
      passTypeIdentifier: PROGRAM_PASS_TYPE,
      teamIdentifier: "ABCDE12345",
    });
    expect(signingIdentityOf(fresh)).toEqual({
      passTypeIdentifier: PROGRAM_PASS_TYPE,
      teamIdentifier: "ABCDE12345",
    });
    // The installed pass: its device updates it under the service's identifier, and adding it again from the
    // card page gives the same pass (not a second one under the merchant's identifier).
    const updated = open(await fetchPassBytes(installed()));
    expect(updated.passJson).toMatchObject({
      passTypeIdentifier: SERVICE_PASS_TYPE,
      teamIdentifier: SERVICE_TEAM,
    });
    expect((await memberPass(installedMemberId)).passJson).toMatchObject({
      passTypeIdentifier: SERVICE_PASS_TYPE,
    });
    const pushes = await pushesAfterPoints(installedMemberId);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]?.headers["apns-topic"]).toBe(SERVICE_PASS_TYPE);
    expect(pushes[1]?.clientCertificateFingerprint).toBe(fingerprintOf(service.certificatePem));
  });
});
