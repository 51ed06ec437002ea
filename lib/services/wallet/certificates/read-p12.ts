import forge from "node-forge";
import { ServiceError } from "@/lib/errors/api-error";
import { APPLE_CERTIFICATE_ERROR_CODES, type AppleCertificateErrorCode } from "@/lib/schemas/wallet";

export const refuseCertificate = (code: AppleCertificateErrorCode) =>
  new ServiceError(code, APPLE_CERTIFICATE_ERROR_CODES[code]);

/**
 * Key derivations a .p12 may ask for (its MAC and each encrypted bag name their own iteration count). Exports
 * use a few thousand; forge runs them in JavaScript on the request's thread, so a crafted file asking for
 * billions would hold the server: refused before any is run.
 */
const MAX_ITERATIONS = 200_000;
/** Real files nest about 20 levels deep (with the DER inside OCTET STRINGs); deeper ones are refused. */
const MAX_DEPTH = 64;

type Asn1 = forge.asn1.Asn1;

const integerOf = (node: Asn1): number => {
  const bytes = typeof node.value === "string" ? node.value : "";
  return bytes.length > 4
    ? Number.POSITIVE_INFINITY
    : Number.parseInt(forge.util.bytesToHex(bytes) || "0", 16);
};

const isPrimitive = (node: Asn1 | undefined, type: number) =>
  node?.tagClass === forge.asn1.Class.UNIVERSAL && node.type === type && !node.composed;

/**
 * The largest iteration count in the file: every INTEGER that follows a salt (an OCTET STRING) in one SEQUENCE —
 * the shape of MacData, PKCS#12 PBE parameters and PBKDF2 parameters alike. DER inside OCTET STRINGs (the
 * authenticated safe, unencrypted safe contents) is parsed and walked too; encrypted contents do not parse.
 */
function largestIterationCount(node: Asn1, depth = 0): number {
  if (depth > MAX_DEPTH) return Number.POSITIVE_INFINITY;
  if (!node.composed) {
    if (!isPrimitive(node, forge.asn1.Type.OCTETSTRING) || typeof node.value !== "string") return 0;
    try {
      return largestIterationCount(forge.asn1.fromDer(node.value), depth + 1);
    } catch {
      return 0;
    }
  }
  const children = node.value as Asn1[];
  let largest = 0;
  children.forEach((child, index) => {
    if (
      isPrimitive(child, forge.asn1.Type.INTEGER) &&
      isPrimitive(children[index - 1], forge.asn1.Type.OCTETSTRING)
    )
      largest = Math.max(largest, integerOf(child));
    largest = Math.max(largest, largestIterationCount(child, depth + 1));
  });
  return largest;
}

export type P12Contents = { certificatePems: string[]; privateKeyPem: string };

/** The certificates and the private key of a .p12 (PKCS#12), legacy (RC2/3DES, SHA-1 MAC) or modern (AES, SHA-256). */
export function readP12(bytes: Uint8Array, password: string): P12Contents {
  let asn1: Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString("binary")));
  } catch {
    throw refuseCertificate("CERTIFICATE_UNREADABLE");
  }
  if (largestIterationCount(asn1) > MAX_ITERATIONS) throw refuseCertificate("CERTIFICATE_UNREADABLE");
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const isWrongPassword = /invalid password|mac could not be verified/i.test((error as Error).message);
    throw refuseCertificate(isWrongPassword ? "CERTIFICATE_PASSWORD_WRONG" : "CERTIFICATE_UNREADABLE");
  }
  const { certBag, keyBag, pkcs8ShroudedKeyBag } = forge.pki.oids as Record<
    "certBag" | "keyBag" | "pkcs8ShroudedKeyBag",
    string
  >;
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const certificatePems = bags(certBag).flatMap((bag) =>
    bag.cert ? [forge.pki.certificateToPem(bag.cert)] : [],
  );
  const key = [...bags(pkcs8ShroudedKeyBag), ...bags(keyBag)].find((bag) => bag.key)?.key;
  if (certificatePems.length === 0) throw refuseCertificate("CERTIFICATE_UNREADABLE");
  if (!key) throw refuseCertificate("CERTIFICATE_KEY_MISSING");
  return { certificatePems, privateKeyPem: forge.pki.privateKeyToPem(key) };
}
