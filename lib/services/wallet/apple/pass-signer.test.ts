import { generateKeyPairSync, randomBytes, X509Certificate } from "node:crypto";
import forge from "node-forge";
import { afterAll, describe, expect, it, vi } from "vitest";
import { AppleDevelopmentCertificate } from "@/lib/db/models/apple-development-certificate";
import {
  DEVELOPMENT_TEAM_IDENTIFIER,
  developmentPassCertificate,
} from "@/lib/services/wallet/apple/development-chain";
import type { MerchantPassCertificate } from "@/lib/services/wallet/apple/merchant-certificate";
import { forgetPassSigners, resolvePassSigner } from "@/lib/services/wallet/apple/pass-signer";
import { signPkpass } from "@/lib/services/wallet/apple/sign-pkpass";
import { closePass, manifestProblems, openPass, verifySignature } from "@/lib/testing/pkpass";

// A certificate authority standing in for Apple's WWDR, and a merchant's Pass Type ID certificate it issued.
function certificate(
  subject: forge.pki.CertificateField[],
  issuer?: { cert: forge.pki.Certificate; keyPem: string },
) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: "pkcs1", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  // Unique: a CMS signer is found by issuer and serial, so a CA and its leaf must not share one.
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000 * 30);
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  cert.setExtensions([{ name: "basicConstraints", cA: !issuer, critical: true }]);
  cert.sign(forge.pki.privateKeyFromPem(issuer?.keyPem ?? keyPem), forge.md.sha256.create());
  return { cert, keyPem, pem: forge.pki.certificateToPem(cert) };
}
const wwdr = certificate([{ name: "commonName", value: "Test WWDR G4" }]);
const merchantCertificate = certificate(
  [
    { name: "commonName", value: "Pass Type ID: pass.com.example.own" },
    { name: "organizationalUnitName", value: "TEAM123456" },
  ],
  wwdr,
);
process.env.APPLE_WWDR_CERTIFICATE = wwdr.pem;

const OWN_MERCHANT = "0123456789abcdef01234567";
vi.mock("@/lib/services/wallet/apple/merchant-certificate", () => ({
  UNREADABLE_CERTIFICATE: "unreadable",
  // The certificate store (the Wallet settings' work) answers this merchant's upload; nobody else has one.
  findMerchantPassCertificate: async ({
    merchantId,
  }: {
    merchantId: string;
  }): Promise<MerchantPassCertificate | null> =>
    merchantId === OWN_MERCHANT
      ? {
          passTypeIdentifier: "pass.com.example.own",
          teamIdentifier: "TEAM123456",
          certificatePem: merchantCertificate.pem,
          privateKeyPem: merchantCertificate.keyPem,
          expiresAt: merchantCertificate.cert.validity.notAfter,
        }
      : null,
}));

const minimalPass = (signer: { teamIdentifier: string; passTypeIdentifier: string }) => ({
  "pass.json": Buffer.from(
    JSON.stringify({
      formatVersion: 1,
      passTypeIdentifier: signer.passTypeIdentifier,
      teamIdentifier: signer.teamIdentifier,
      serialNumber: "s",
      organizationName: "O",
      description: "D",
      generic: { primaryFields: [{ key: "k", value: "v" }] },
    }),
  ),
  "icon.png": Buffer.from("not really a png, but hashed and signed all the same"),
});

const opened: ReturnType<typeof openPass>[] = [];
afterAll(() => {
  for (const pass of opened) closePass(pass);
});

describe("the development chain", () => {
  it("is made once: processes claiming it at the same time all get the stored winner", async () => {
    const passTypeIdentifier = `pass.com.example.race-${Date.now()}`;
    const claims = await Promise.all([1, 2, 3].map(() => developmentPassCertificate(passTypeIdentifier)));
    const stored = await AppleDevelopmentCertificate.findById(`pass:${passTypeIdentifier}`).lean();
    for (const claim of claims) {
      expect(claim.certificatePem).toBe(stored?.certificatePem);
      expect(claim.wwdrPem).toBe(claims[0]?.wwdrPem);
    }
  });

  it("issues a Pass Type ID certificate as Apple does (UID = pass type, OU = team), labelled as development", async () => {
    const signer = await resolvePassSigner({
      merchantId: "aaaaaaaaaaaaaaaaaaaaaaaa",
      passTypeIdentifier: "pass.com.example.dev",
    });
    expect(signer).toMatchObject({ isDevelopment: true, teamIdentifier: DEVELOPMENT_TEAM_IDENTIFIER });
    const pass = new X509Certificate(signer.signerCertPem);
    expect(pass.subject).toContain("UID=pass.com.example.dev");
    expect(pass.subject).toContain(`OU=${DEVELOPMENT_TEAM_IDENTIFIER}`);
    expect(pass.subject).toMatch(/development/i);
    const intermediate = new X509Certificate(signer.wwdrPem);
    expect(pass.checkIssued(intermediate)).toBe(true);
    expect(intermediate.checkIssued(new X509Certificate(signer.developmentRootPem ?? ""))).toBe(true);
    expect(intermediate.subject).toMatch(/not Apple/);
  });
});

describe("resolvePassSigner", () => {
  it("signs with the merchant's own certificate and the configured WWDR; the pass verifies against that WWDR", async () => {
    const signer = await resolvePassSigner({
      merchantId: OWN_MERCHANT,
      passTypeIdentifier: "pass.com.example.own",
    });
    expect(signer).toMatchObject({ isDevelopment: false, teamIdentifier: "TEAM123456" });
    expect(new X509Certificate(signer.wwdrPem).fingerprint256).toBe(
      new X509Certificate(wwdr.pem).fingerprint256,
    );
    expect(signer.developmentRootPem).toBeUndefined();
    const pass = openPass(signPkpass({ files: minimalPass(signer), signer }));
    opened.push(pass);
    expect(manifestProblems(pass)).toEqual([]);
    const verified = verifySignature(pass, wwdr.pem);
    expect(verified.output).toContain("Verification successful");
    expect(verified.status).toBe(0);
    // …and not against the development root.
    const development = await resolvePassSigner({
      merchantId: "bbbbbbbbbbbbbbbbbbbbbbbb",
      passTypeIdentifier: "pass.x",
    });
    expect(verifySignature(pass, development.developmentRootPem ?? "").status).not.toBe(0);
  });

  it("falls back to the development chain for a merchant without a certificate, and caches per merchant", async () => {
    const first = resolvePassSigner({
      merchantId: "cccccccccccccccccccccccc",
      passTypeIdentifier: "pass.com.example.own",
    });
    const again = resolvePassSigner({
      merchantId: "cccccccccccccccccccccccc",
      passTypeIdentifier: "pass.com.example.own",
    });
    expect(again).toBe(first);
    expect((await first).isDevelopment).toBe(true);
    forgetPassSigners("cccccccccccccccccccccccc");
    expect(
      resolvePassSigner({
        merchantId: "cccccccccccccccccccccccc",
        passTypeIdentifier: "pass.com.example.own",
      }),
    ).not.toBe(first);
  });
});
