import { PKPass } from "passkit-generator";
import { withNativeForgeCrypto } from "@/lib/services/wallet/apple/native-forge";
import type { ApplePassJson } from "@/lib/services/wallet/apple/pass-json";
import type { PassSigner } from "@/lib/services/wallet/apple/pass-signer";
import { zipStored } from "@/lib/services/wallet/apple/stored-zip";

/** Every file of a pass but the manifest and signature: pass.json, images, `<lang>.lproj/pass.strings`. */
export type PassFiles = Record<string, Buffer>;

export const passFilesWith = (passJson: ApplePassJson, files: PassFiles): PassFiles => ({
  "pass.json": Buffer.from(JSON.stringify(passJson)),
  ...files,
});

/**
 * The signed `.pkpass`: passkit-generator checks pass.json against Apple's keys, lists every file's SHA-1 in
 * manifest.json and signs the manifest (detached PKCS#7, with the WWDR intermediate and the pass certificate)
 * — with OpenSSL doing forge's hashing and RSA (native-forge.ts) — and the files are zipped (stored-zip.ts).
 * Throws when passkit-generator refuses pass.json (it then has no pass style).
 */
export function signPkpass({ files, signer }: { files: PassFiles; signer: PassSigner }): Buffer {
  const pass = new PKPass(files, {
    wwdr: signer.wwdrPem,
    signerCert: signer.signerCertPem,
    signerKey: signer.signerKeyPem,
  });
  return zipStored(withNativeForgeCrypto(() => pass.getAsRaw()));
}
