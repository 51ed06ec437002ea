import { X509Certificate } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as uploadCertificate } from "@/app/v2/wallet/apple/certificates/route";
import { getEnv } from "@/lib/env";
import { readWwdrCertificate } from "@/lib/services/wallet/apple/wwdr-certificate";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import {
  certificateForm,
  testCertificateAuthority,
  testPassCertificate,
} from "@/lib/testing/pass-certificates";

// The service names Apple's WWDR intermediate (here a test CA, given as the path of a DER file as Apple hands
// out AppleWWDRCAG4.cer): certificates another CA issued are refused.
const wwdr = testCertificateAuthority("Test WWDR G4");
const folder = mkdtempSync(path.join(os.tmpdir(), "wwdr-"));
const derFile = path.join(folder, "AppleWWDRCAG4.cer");
writeFileSync(derFile, new X509Certificate(wwdr.certificatePem).raw);
process.env.APPLE_WWDR_CERTIFICATE = derFile;

const PASS_TYPE = "pass.com.example.wwdr";
let token: string;

beforeAll(async () => {
  ({ token } = await merchantWithToken());
  await callRoute(createProgram, { token, json: { passTypeIdentifier: PASS_TYPE, name: "WWDR" } });
});

const upload = (certificate: { certificatePem: string; privateKeyPem: string }) =>
  callRoute(uploadCertificate, {
    method: "POST",
    token,
    formData: certificateForm({
      certificate: certificate.certificatePem,
      privateKey: certificate.privateKeyPem,
      teamIdentifier: "ABCDE12345",
    }),
  });

describe("APPLE_WWDR_CERTIFICATE", () => {
  it("is read at start as PEM text, from a DER or PEM file or the PEM itself", () => {
    const expected = new X509Certificate(wwdr.certificatePem).fingerprint256;
    expect(new X509Certificate(getEnv().APPLE_WWDR_CERTIFICATE ?? "").fingerprint256).toBe(expected);
    expect(new X509Certificate(readWwdrCertificate(wwdr.certificatePem)).fingerprint256).toBe(expected);
    const pemFile = path.join(folder, "wwdr.pem");
    writeFileSync(pemFile, wwdr.certificatePem);
    expect(new X509Certificate(readWwdrCertificate(pemFile)).fingerprint256).toBe(expected);
  });

  it("refuses what is not a CA certificate, naming the variable", () => {
    const leaf = testPassCertificate({ issuer: wwdr, passTypeIdentifier: PASS_TYPE });
    expect(() => readWwdrCertificate(leaf.certificatePem)).toThrow(/APPLE_WWDR_CERTIFICATE is not a CA/);
    expect(() => readWwdrCertificate("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----")).toThrow(
      /APPLE_WWDR_CERTIFICATE is not a certificate/,
    );
    expect(() => readWwdrCertificate(path.join(folder, "missing.cer"))).toThrow(/cannot be read/);
  });

  it("a certificate the configured WWDR issued is accepted; another CA's is refused", async () => {
    const issued = await upload(testPassCertificate({ issuer: wwdr, passTypeIdentifier: PASS_TYPE }));
    expect(issued.status, issued.text).toBe(201);
    const stranger = testCertificateAuthority("Test WWDR G4");
    const foreign = await upload(testPassCertificate({ issuer: stranger, passTypeIdentifier: PASS_TYPE }));
    expect(foreign.status).toBe(400);
    expect((foreign.data as { detail: { code: string } }).detail.code).toBe("CERTIFICATE_NOT_FROM_WWDR");
  });
});
