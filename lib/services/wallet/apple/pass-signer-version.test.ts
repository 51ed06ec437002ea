import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { downloadMemberPass } from "@/lib/testing/member-pass";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import {
  certificateForm,
  testCertificateAuthority,
  testPassCertificate,
} from "@/lib/testing/pass-certificates";
import { closePass, type OpenedPass } from "@/lib/testing/pkpass";

// Decision 060: the signer a pass is signed with is kept by the version of the merchant's stored certificates,
// read with the member in one round trip — a certificate uploaded or deleted by another process signs (or stops
// signing) the very next pass, not a minute later.

const PASS_TYPE = "pass.com.example.signer-version";
const TEAM = "ABCDE12345";
const authority = testCertificateAuthority();
process.env.APPLE_WWDR_CERTIFICATE = authority.certificatePem;

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
const opened: OpenedPass[] = [];
beforeAll(async () => {
  owner = await merchantWithToken("Signer Café");
});
afterAll(() => {
  for (const pass of opened) closePass(pass);
});

async function download(programId: string, memberId: string): Promise<OpenedPass> {
  const pass = await downloadMemberPass({ token: owner.token, programId, memberId });
  opened.push(pass);
  return pass;
}

describe("the signer of a member's pass", () => {
  it("follows a certificate uploaded and deleted by another process from the very next pass", async () => {
    const program = await loyaltyProgram(owner.merchantId, { passTypeIdentifier: PASS_TYPE });
    const member = await joinedMember(owner.merchantId, program.id, { firstName: "Sid" });
    const before = await download(program.id, member.id);
    expect(before.passJson.teamIdentifier).not.toBe(TEAM); // the development chain's

    // A second copy of every module (its own signer cache, its own forgetPassSigners): another app process.
    vi.resetModules();
    const { POST: upload } = await import("@/app/v2/wallet/apple/certificates/route");
    const { DELETE: remove } = await import("@/app/v2/wallet/apple/certificates/[certificateId]/route");
    const certificate = testPassCertificate({
      issuer: authority,
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: TEAM,
    });
    const stored = await callRoute(upload, {
      method: "POST",
      token: owner.token,
      formData: certificateForm({
        certificate: certificate.certificatePem,
        privateKey: certificate.privateKeyPem,
        teamIdentifier: TEAM,
      }),
    });
    expect(stored.status, stored.text).toBe(201);
    const signed = await download(program.id, member.id);
    expect(signed.passJson).toMatchObject({ teamIdentifier: TEAM, passTypeIdentifier: PASS_TYPE });

    const certificateId = (stored.data as { id: string }).id;
    const removed = await callRoute(remove, {
      method: "DELETE",
      token: owner.token,
      params: { certificateId },
    });
    expect(removed.status).toBe(204);
    const after = await download(program.id, member.id);
    expect(after.passJson.teamIdentifier).not.toBe(TEAM);
  });
});
