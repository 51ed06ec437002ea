import { createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import type { UploadAppleCertificateInput } from "@/lib/schemas/wallet";
import { readP12, refuseCertificate } from "@/lib/services/wallet/certificates/read-p12";

/** A Pass Type ID certificate and its key, checked, with what the dashboard and the API show of it. */
export type PassCertificate = {
  certificatePem: string;
  /** PKCS#8 PEM, unencrypted: sealed before it is stored. */
  privateKeyPem: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
  subjectCommonName: string;
  issuerCommonName: string | null;
  serialNumber: string;
  fingerprintSha256: string;
  notBefore: Date;
  notAfter: Date;
};

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const PASS_TYPE_ID = /^pass\.[\x21-\x7e]+$/;

function parseCertificate(pem: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch {
    throw refuseCertificate("CERTIFICATE_UNREADABLE");
  }
}

function parsePrivateKey(pem: string, password: string | undefined): KeyObject {
  try {
    return createPrivateKey({ key: pem, format: "pem", passphrase: password ?? "" });
  } catch {
    throw refuseCertificate("PRIVATE_KEY_UNREADABLE");
  }
}

/** One attribute of a distinguished name; a repeated one (an array) counts as absent. */
const attributeOf = (name: NodeJS.Dict<string | string[]>, key: string): string | null => {
  const value = name[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};

/** The certificates and key the upload carries: a .p12 (preferred when both are sent) or a PEM pair. */
function sourceOf(input: UploadAppleCertificateInput) {
  if (input.p12) return readP12(input.p12.bytes, input.password ?? "");
  if (!input.certificate || !input.privateKey) throw refuseCertificate("CERTIFICATE_MISSING");
  const certificatePems = input.certificate.match(PEM_BLOCK) ?? [];
  if (certificatePems.length === 0) throw refuseCertificate("CERTIFICATE_UNREADABLE");
  return { certificatePems, privateKeyPem: input.privateKey };
}

/**
 * Reads and checks an uploaded Pass Type ID certificate: readable, its password right, its key the
 * certificate's, a Pass Type ID certificate (subject UID `pass.…` and OU = Team ID, not a CA), valid `now`, and
 * issued by Apple's WWDR intermediate when the service names one. Each failure is its own coded 400.
 */
export function readPassCertificate({
  input,
  at,
  wwdrPem,
}: {
  input: UploadAppleCertificateInput;
  at: Date;
  wwdrPem?: string;
}): PassCertificate {
  const source = sourceOf(input);
  const key = parsePrivateKey(source.privateKeyPem, input.password);
  // A .p12 or PEM file may carry the chain too: the certificate is the one the key belongs to.
  const certificates = source.certificatePems.map(parseCertificate);
  const leaf = certificates.find((certificate) => certificate.checkPrivateKey(key));
  if (!leaf) throw refuseCertificate("CERTIFICATE_KEY_MISMATCH");
  const subject = leaf.toLegacyObject().subject;
  const passTypeIdentifier = attributeOf(subject, "UID");
  const teamIdentifier = attributeOf(subject, "OU");
  if (leaf.ca || !passTypeIdentifier || !PASS_TYPE_ID.test(passTypeIdentifier) || !teamIdentifier)
    throw refuseCertificate("CERTIFICATE_NOT_PASS_TYPE_ID");
  const notBefore = new Date(leaf.validFrom);
  const notAfter = new Date(leaf.validTo);
  if (at < notBefore) throw refuseCertificate("CERTIFICATE_NOT_YET_VALID");
  if (at > notAfter) throw refuseCertificate("CERTIFICATE_EXPIRED");
  if (wwdrPem) {
    const wwdr = new X509Certificate(wwdrPem);
    if (!leaf.checkIssued(wwdr) || !leaf.verify(wwdr.publicKey))
      throw refuseCertificate("CERTIFICATE_NOT_FROM_WWDR");
  }
  return {
    certificatePem: leaf.toString(),
    privateKeyPem: key.export({ type: "pkcs8", format: "pem" }).toString(),
    passTypeIdentifier,
    teamIdentifier,
    subjectCommonName: attributeOf(subject, "CN") ?? passTypeIdentifier,
    issuerCommonName: attributeOf(leaf.toLegacyObject().issuer, "CN"),
    serialNumber: leaf.serialNumber,
    fingerprintSha256: leaf.fingerprint256,
    notBefore,
    notAfter,
  };
}
