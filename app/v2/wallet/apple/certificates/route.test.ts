import { createPrivateKey, X509Certificate } from "node:crypto";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createAppKey } from "@/app/v2/appkeys/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { DELETE as deleteCertificate } from "@/app/v2/wallet/apple/certificates/[certificateId]/route";
import { GET as listCertificates, POST as uploadCertificate } from "@/app/v2/wallet/apple/certificates/route";
import {
  findMerchantPassCertificate,
  type MerchantPassCertificate,
} from "@/lib/services/wallet/apple/merchant-certificate";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import {
  certificateForm,
  type TestCertificate,
  testCertificateAuthority,
  testKeyPair,
  testP12,
  testPassCertificate,
} from "@/lib/testing/pass-certificates";

const PASS_TYPE = "pass.com.example.wallet-settings";
const TEAM = "ABCDE12345";
const DAY_MS = 24 * 60 * 60 * 1000;

let owner: Awaited<ReturnType<typeof merchantWithToken>>;
let other: Awaited<ReturnType<typeof merchantWithToken>>;
let authority: TestCertificate;
let valid: TestCertificate;

type CertificateAnswer = { id: string; passTypeIdentifier: string; state: string; notAfter: string };

const upload = (fields: Record<string, string | Buffer>, token = owner.token) =>
  callRoute(uploadCertificate, { method: "POST", token, formData: certificateForm(fields) });
const list = async (token = owner.token) =>
  ((await callRoute(listCertificates, { token })).data as { items: CertificateAnswer[] }).items;
const codeOf = (answer: { data: unknown }) => (answer.data as { detail: { code: string } }).detail.code;

beforeAll(async () => {
  owner = await merchantWithToken("Wallet Café");
  other = await merchantWithToken("Other Café");
  for (const account of [owner, other]) {
    const created = await callRoute(createProgram, {
      token: account.token,
      json: { passTypeIdentifier: PASS_TYPE, name: "Stamps" },
    });
    expect(created.status).toBe(201);
  }
  authority = testCertificateAuthority();
  valid = testPassCertificate({ issuer: authority, passTypeIdentifier: PASS_TYPE, teamIdentifier: TEAM });
});

describe("POST /v2/wallet/apple/certificates", () => {
  it("reads a legacy .p12 (RC2/3DES, as Keychain exports it) and answers its metadata, never the key", async () => {
    const p12 = testP12({
      certificate: valid,
      chain: [authority.certificatePem],
      password: "s3cret",
      legacy: true,
    });
    const answer = await upload({ p12, password: "s3cret", teamIdentifier: TEAM });
    expect(answer.status, answer.text).toBe(201);
    const x509 = new X509Certificate(valid.certificatePem);
    expect(answer.data).toMatchObject({
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: TEAM,
      subjectCommonName: `Pass Type ID: ${PASS_TYPE}`,
      issuerCommonName: "Test Apple WWDR CA",
      serialNumber: x509.serialNumber,
      fingerprintSha256: x509.fingerprint256,
      notAfter: new Date(x509.validTo).toISOString(),
      state: "configured",
    });
    expect(answer.headers.get("location")).toBe(
      `/v2/wallet/apple/certificates/${(answer.data as CertificateAnswer).id}`,
    );
    expect(answer.text).not.toMatch(/PRIVATE KEY|BEGIN CERTIFICATE|sealed/);
    expect(JSON.stringify(await list())).not.toMatch(/PRIVATE KEY|BEGIN CERTIFICATE|sealed/);
  });

  it("stores the key sealed: the raw document holds neither the key nor the certificate in plain", async () => {
    const raw = await mongoose.connection
      .collection("apple_pass_certificates")
      .findOne({ merchantId: new mongoose.Types.ObjectId(owner.merchantId) });
    expect(raw).not.toBeNull();
    const body = valid.privateKeyPem.split("\n").slice(1, -2).join("");
    const text = JSON.stringify(raw);
    expect(text).not.toContain("PRIVATE KEY");
    expect(text).not.toContain(body.slice(0, 40));
    expect(text).not.toContain("BEGIN CERTIFICATE");
    expect(String(raw?.sealedPrivateKey)).toMatch(/^v1\./);
  });

  it("findMerchantPassCertificate answers the decrypted certificate and key; other merchants get none", async () => {
    const found = (await findMerchantPassCertificate({
      merchantId: owner.merchantId,
      passTypeIdentifier: PASS_TYPE,
    })) as MerchantPassCertificate | null;
    expect(found).not.toBeNull();
    expect(new X509Certificate(found?.certificatePem ?? "").fingerprint256).toBe(
      new X509Certificate(valid.certificatePem).fingerprint256,
    );
    const stored = createPrivateKey(found?.privateKeyPem ?? "").export({ type: "pkcs8", format: "pem" });
    expect(stored).toBe(createPrivateKey(valid.privateKeyPem).export({ type: "pkcs8", format: "pem" }));
    expect(found).toMatchObject({ passTypeIdentifier: PASS_TYPE, teamIdentifier: TEAM });
    expect(found?.expiresAt.toISOString()).toBe(
      new Date(new X509Certificate(valid.certificatePem).validTo).toISOString(),
    );
    expect(
      await findMerchantPassCertificate({ merchantId: other.merchantId, passTypeIdentifier: PASS_TYPE }),
    ).toBeNull();
    expect(
      await findMerchantPassCertificate({
        merchantId: owner.merchantId,
        passTypeIdentifier: "pass.com.example.none",
      }),
    ).toBeNull();
  });

  it("a modern .p12 (AES-256, SHA-256 MAC) for the same pass type replaces the old certificate", async () => {
    const [before] = await list();
    const renewed = testPassCertificate({
      issuer: authority,
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: TEAM,
    });
    const answer = await upload({
      p12: testP12({ certificate: renewed, password: "" }),
      password: "",
      teamIdentifier: TEAM,
    });
    expect(answer.status, answer.text).toBe(201);
    const after = await list();
    expect(after.map((item) => item.id)).toEqual([(answer.data as CertificateAnswer).id]);
    expect(after[0]?.id).not.toBe(before?.id);
    const found = (await findMerchantPassCertificate({
      merchantId: owner.merchantId,
      passTypeIdentifier: PASS_TYPE,
    })) as MerchantPassCertificate | null;
    expect(found?.certificatePem).toBe(new X509Certificate(renewed.certificatePem).toString());
  });

  it("takes a PEM certificate and key, as file parts or as plain fields", async () => {
    const asFiles = await callRoute(uploadCertificate, {
      method: "POST",
      token: owner.token,
      formData: (() => {
        const form = new FormData();
        form.set("certificate", new Blob([valid.certificatePem]), "pass.pem");
        form.set("privateKey", new Blob([valid.privateKeyPem]), "pass.key");
        form.set("teamIdentifier", TEAM);
        return form;
      })(),
    });
    expect(asFiles.status, asFiles.text).toBe(201);
    const asFields = await upload({
      certificate: valid.certificatePem,
      privateKey: valid.privateKeyPem,
      teamIdentifier: TEAM,
      passTypeIdentifier: PASS_TYPE,
    });
    expect(asFields.status, asFields.text).toBe(201);
    expect(await list()).toHaveLength(1);
  });

  it("warns of a certificate expiring within 30 days", async () => {
    const soon = testPassCertificate({
      issuer: authority,
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: TEAM,
      notAfter: new Date(Date.now() + 10 * DAY_MS),
    });
    const answer = await upload({
      certificate: soon.certificatePem,
      privateKey: soon.privateKeyPem,
      teamIdentifier: TEAM,
    });
    expect(answer.status, answer.text).toBe(201);
    expect((answer.data as CertificateAnswer).state).toBe("expiring");
  });
});

describe("refusals: a clear code, and nothing stored", () => {
  const pem = (certificate: TestCertificate, extra: Record<string, string> = {}) => ({
    certificate: certificate.certificatePem,
    privateKey: certificate.privateKeyPem,
    teamIdentifier: TEAM,
    ...extra,
  });
  const cases: [string, () => Record<string, string | Buffer>, string][] = [
    [
      "the wrong password (legacy)",
      () => ({
        p12: testP12({ certificate: valid, password: "right", legacy: true }),
        password: "wrong",
        teamIdentifier: TEAM,
      }),
      "CERTIFICATE_PASSWORD_WRONG",
    ],
    [
      "the wrong password (modern)",
      () => ({ p12: testP12({ certificate: valid, password: "right" }), password: "", teamIdentifier: TEAM }),
      "CERTIFICATE_PASSWORD_WRONG",
    ],
    [
      "a file that is no .p12",
      () => ({ p12: Buffer.from("GIF89a not a certificate"), password: "", teamIdentifier: TEAM }),
      "CERTIFICATE_UNREADABLE",
    ],
    [
      "PEM text that is no certificate",
      () => ({
        certificate: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----",
        privateKey: valid.privateKeyPem,
        teamIdentifier: TEAM,
      }),
      "CERTIFICATE_UNREADABLE",
    ],
    ["a key that is no key", () => pem(valid, { privateKey: "not a key" }), "PRIVATE_KEY_UNREADABLE"],
    [
      "another certificate's key",
      () => pem({ ...valid, privateKeyPem: testKeyPair().privateKeyPem }),
      "CERTIFICATE_KEY_MISMATCH",
    ],
    ["a CA certificate", () => pem(authority), "CERTIFICATE_NOT_PASS_TYPE_ID"],
    [
      "a certificate without a pass type id",
      () => pem(testPassCertificate({ issuer: authority, passTypeIdentifier: null })),
      "CERTIFICATE_NOT_PASS_TYPE_ID",
    ],
    [
      "a certificate without a Team ID",
      () =>
        pem(testPassCertificate({ issuer: authority, passTypeIdentifier: PASS_TYPE, teamIdentifier: null })),
      "CERTIFICATE_NOT_PASS_TYPE_ID",
    ],
    [
      "an expired certificate",
      () =>
        pem(
          testPassCertificate({
            issuer: authority,
            passTypeIdentifier: PASS_TYPE,
            notBefore: new Date(Date.now() - 400 * DAY_MS),
            notAfter: new Date(Date.now() - DAY_MS),
          }),
        ),
      "CERTIFICATE_EXPIRED",
    ],
    [
      "a certificate not valid yet",
      () =>
        pem(
          testPassCertificate({
            issuer: authority,
            passTypeIdentifier: PASS_TYPE,
            notBefore: new Date(Date.now() + DAY_MS),
          }),
        ),
      "CERTIFICATE_NOT_YET_VALID",
    ],
    [
      "another Team ID than the certificate's",
      () => pem(valid, { teamIdentifier: "ZZZZZ99999" }),
      "CERTIFICATE_TEAM_MISMATCH",
    ],
    [
      "another pass type than the one named",
      () => pem(valid, { passTypeIdentifier: "pass.com.example.other" }),
      "CERTIFICATE_PASS_TYPE_MISMATCH",
    ],
    [
      "a pass type none of the merchant's programs uses",
      () => pem(testPassCertificate({ issuer: authority, passTypeIdentifier: "pass.com.example.unused" })),
      "CERTIFICATE_PASS_TYPE_UNUSED",
    ],
    [
      "neither a .p12 nor a PEM pair",
      () => ({ certificate: valid.certificatePem, teamIdentifier: TEAM }),
      "CERTIFICATE_MISSING",
    ],
  ];

  it.each(cases)("%s", async (_name, fields, code) => {
    const before = JSON.stringify(await list());
    const answer = await upload(fields());
    expect(answer.status, answer.text).toBe(400);
    expect(codeOf(answer)).toBe(code);
    expect(JSON.stringify(await list())).toBe(before);
  });

  it("a .p12 with the certificate only (no key)", async () => {
    const p12 = testP12({ certificate: valid, password: "x", legacy: true, noKeys: true });
    const answer = await upload({ p12, password: "x", teamIdentifier: TEAM });
    expect(answer.status, answer.text).toBe(400);
    expect(codeOf(answer)).toBe("CERTIFICATE_KEY_MISSING");
  });

  it("a .p12 asking for more key-derivation rounds than any export uses is refused before they run", async () => {
    const p12 = testP12({ certificate: valid, password: "x", iterations: 300_000 });
    const answer = await upload({ p12, password: "x", teamIdentifier: TEAM });
    expect(answer.status, answer.text).toBe(400);
    expect(codeOf(answer)).toBe("CERTIFICATE_UNREADABLE");
  });

  it("422 for a malformed Team ID, 413 for an oversized body", async () => {
    const malformed = await upload({ ...pem(valid), teamIdentifier: "abc" });
    expect(malformed.status).toBe(422);
    expect(JSON.stringify(malformed.data)).toContain("teamIdentifier");
    const huge = await upload({ ...pem(valid), certificate: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
  });
});

describe("who may see and change certificates", () => {
  it("another merchant sees none and cannot delete the owner's (404)", async () => {
    const [mine] = await list();
    expect(mine).toBeDefined();
    expect(await list(other.token)).toEqual([]);
    const foreign = await callRoute(deleteCertificate, {
      method: "DELETE",
      token: other.token,
      params: { certificateId: mine?.id ?? "" },
    });
    expect(foreign.status).toBe(404);
    expect(await list()).toHaveLength(1);
  });

  it("app keys are refused (403 APP_KEY_NOT_ALLOWED)", async () => {
    const key = await callRoute(createAppKey, { token: owner.token, json: { name: "Partner" } });
    const token = (key.data as { token: string }).token;
    const listed = await callRoute(listCertificates, { token });
    expect(listed.status).toBe(403);
    expect(codeOf(listed)).toBe("APP_KEY_NOT_ALLOWED");
    expect((await upload(pemFields(valid), token)).status).toBe(403);
  });

  it("the owner deletes it: gone from the list and from the signer's look-up", async () => {
    const [mine] = await list();
    const answer = await callRoute(deleteCertificate, {
      method: "DELETE",
      token: owner.token,
      params: { certificateId: mine?.id ?? "" },
    });
    expect(answer.status).toBe(204);
    expect(await list()).toEqual([]);
    expect(
      await findMerchantPassCertificate({ merchantId: owner.merchantId, passTypeIdentifier: PASS_TYPE }),
    ).toBeNull();
    const again = await callRoute(deleteCertificate, {
      method: "DELETE",
      token: owner.token,
      params: { certificateId: mine?.id ?? "" },
    });
    expect(again.status).toBe(404);
  });
});

function pemFields(certificate: TestCertificate) {
  return {
    certificate: certificate.certificatePem,
    privateKey: certificate.privateKeyPem,
    teamIdentifier: TEAM,
  };
}
