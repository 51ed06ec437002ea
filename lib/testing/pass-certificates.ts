import { execFileSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";

// Throw-away certificates for tests, made at test time (no private key is ever committed): a CA standing in for
// Apple's WWDR intermediate, Pass Type ID certificates it issues (subject UID = pass type id, OU = Team ID), and
// .p12 files written by the `openssl` command as Keychain and OpenSSL 3 write them.

export type TestKeyPair = { privateKeyPem: string; publicKeyPem: string };
export type TestCertificate = { certificatePem: string; privateKeyPem: string };

const UID_OID = "0.9.2342.19200300.100.1.1";
const DAY_MS = 24 * 60 * 60 * 1000;

/** RSA 2048 by Node (forge's pure-JS key generation takes seconds). */
export function testKeyPair(): TestKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
}

const serial = () => `01${randomBytes(8).toString("hex")}`;

/** A self-signed CA ("WWDR" of the tests). */
export function testCertificateAuthority(commonName = "Test Apple WWDR CA"): TestCertificate {
  const keys = testKeyPair();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(keys.publicKeyPem);
  certificate.serialNumber = serial();
  certificate.validity.notBefore = new Date(Date.now() - DAY_MS);
  certificate.validity.notAfter = new Date(Date.now() + 3650 * DAY_MS);
  const name = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "LoyaltyPass tests" },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: "basicConstraints", cA: true, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(keys.privateKeyPem), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(certificate), privateKeyPem: keys.privateKeyPem };
}

/** A Pass Type ID certificate as Apple issues it, valid from `notBefore` to `notAfter`. */
export function testPassCertificate({
  issuer,
  passTypeIdentifier,
  teamIdentifier = "ABCDE12345",
  notBefore = new Date(Date.now() - DAY_MS),
  notAfter = new Date(Date.now() + 365 * DAY_MS),
  keys = testKeyPair(),
}: {
  issuer: TestCertificate;
  passTypeIdentifier: string | null;
  teamIdentifier?: string | null;
  notBefore?: Date;
  notAfter?: Date;
  keys?: TestKeyPair;
}): TestCertificate {
  const issuerCertificate = forge.pki.certificateFromPem(issuer.certificatePem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(keys.publicKeyPem);
  certificate.serialNumber = serial();
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  const commonName = passTypeIdentifier ? `Pass Type ID: ${passTypeIdentifier}` : "Some other certificate";
  certificate.setSubject([
    ...(passTypeIdentifier
      ? [{ type: UID_OID, value: passTypeIdentifier, valueTagClass: forge.asn1.Type.UTF8 }]
      : []),
    { name: "commonName", value: commonName },
    ...(teamIdentifier ? [{ name: "organizationalUnitName", value: teamIdentifier }] : []),
    { name: "organizationName", value: "Test Merchant" },
    { name: "countryName", value: "DE" },
  ] as forge.pki.CertificateField[]);
  certificate.setIssuer(issuerCertificate.subject.attributes);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, critical: true },
    { name: "extKeyUsage", clientAuth: true },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(issuer.privateKeyPem), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(certificate), privateKeyPem: keys.privateKeyPem };
}

/**
 * A .p12 written by `openssl pkcs12 -export`: `legacy` as Keychain writes them (RC2-40 certificates, 3DES key,
 * SHA-1 MAC; OpenSSL 3 reads those only with `-legacy`), otherwise OpenSSL 3's default (AES-256, PBKDF2, SHA-256).
 */
export function testP12({
  certificate,
  chain = [],
  password,
  legacy = false,
  noKeys = false,
  iterations,
}: {
  certificate: TestCertificate;
  chain?: string[];
  password: string;
  legacy?: boolean;
  /** The certificate alone, without its key. */
  noKeys?: boolean;
  /** Key-derivation rounds (OpenSSL's default: 2048). */
  iterations?: number;
}): Buffer {
  const folder = mkdtempSync(path.join(os.tmpdir(), "test-p12-"));
  try {
    const file = (name: string, text: string) => {
      const location = path.join(folder, name);
      writeFileSync(location, text, { mode: 0o600 });
      return location;
    };
    const out = path.join(folder, "out.p12");
    execFileSync("openssl", [
      "pkcs12",
      "-export",
      ...(legacy ? ["-legacy"] : []),
      ...(noKeys ? ["-nokeys"] : ["-inkey", file("key.pem", certificate.privateKeyPem)]),
      ...(iterations ? ["-iter", String(iterations)] : []),
      "-in",
      file("cert.pem", [certificate.certificatePem, ...chain].join("\n")),
      "-passout",
      `pass:${password}`,
      "-out",
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The multipart form of an upload, as the dashboard sends it. */
export function certificateForm(fields: Record<string, string | Buffer>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.set(name, value);
    else form.set(name, new Blob([new Uint8Array(value)]), `${name}.p12`);
  }
  return form;
}

const uploadable = new Map<string, TestCertificate>();

/** A valid PEM upload form for a pass type (its certificate made once per test file). */
export function certificateUploadForm(passTypeIdentifier: string, teamIdentifier = "ABCDE12345"): FormData {
  let certificate = uploadable.get(passTypeIdentifier);
  if (!certificate) {
    certificate = testPassCertificate({
      issuer: testCertificateAuthority(),
      passTypeIdentifier,
      teamIdentifier,
    });
    uploadable.set(passTypeIdentifier, certificate);
  }
  return certificateForm({
    certificate: certificate.certificatePem,
    privateKey: certificate.privateKeyPem,
    teamIdentifier,
  });
}
