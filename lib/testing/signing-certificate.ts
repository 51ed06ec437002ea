import { type OpenedPass, signatureCertificates } from "@/lib/testing/pkpass";

/**
 * The pass type identifier (subject UID) and Team ID (subject OU) of the Pass Type ID certificate that signed
 * a pass, read from its signature with `openssl`, independent of the code that signed it.
 */
export function signingIdentityOf(pass: OpenedPass): { passTypeIdentifier: string; teamIdentifier: string } {
  const subject = signatureCertificates(pass)
    .split("\n")
    .find((line) => line.startsWith("subject=") && /UID\s*=\s*pass\./.test(line));
  const part = (name: string) =>
    new RegExp(`\\b${name}\\s*=\\s*([^,]+)`).exec(subject ?? "")?.[1]?.trim() ?? "";
  return { passTypeIdentifier: part("UID"), teamIdentifier: part("OU") };
}
