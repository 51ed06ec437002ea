import { X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/**
 * `APPLE_WWDR_CERTIFICATE` as the PEM text of Apple's WWDR intermediate (G4 signs Pass Type ID certificates
 * today). Given as the PEM itself (a secret injected as a variable) or the path of a file holding it (PEM or
 * DER, as Apple hands out `AppleWWDRCAG4.cer`). Throws a message naming the variable when it is neither, or not
 * a CA certificate: said at start rather than when the first pass is signed.
 */
export function readWwdrCertificate(value: string): string {
  const text = value.includes("-----BEGIN") ? value : readCertificateFile(value);
  const pem = PEM_CERTIFICATE.exec(text)?.[0];
  let certificate: X509Certificate;
  try {
    if (!pem) throw new Error("no PEM block");
    certificate = new X509Certificate(pem);
  } catch {
    throw new Error(
      "APPLE_WWDR_CERTIFICATE is not a certificate (PEM text, or the path of a .pem/.cer file)",
    );
  }
  if (!certificate.ca)
    throw new Error("APPLE_WWDR_CERTIFICATE is not a CA certificate (Apple's WWDR intermediate is one)");
  return `${pem}\n`;
}

function readCertificateFile(path: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new Error(`APPLE_WWDR_CERTIFICATE names a file that cannot be read: ${path}`);
  }
  if (bytes.includes("-----BEGIN")) return bytes.toString("utf8");
  try {
    return new X509Certificate(bytes).toString();
  } catch {
    throw new Error(`APPLE_WWDR_CERTIFICATE: ${path} is not a certificate (PEM or DER)`);
  }
}
