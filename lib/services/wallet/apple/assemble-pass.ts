import { type PassFacts, passLanguageOf } from "@/lib/passes/pass-facts";
import { type PassLocation, passLocationsOf } from "@/lib/services/locations/pass-locations";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import type { StoredTemplate } from "@/lib/services/templates/program-template";
import {
  type CertificateVersions,
  certificateVersionOf,
} from "@/lib/services/wallet/apple/certificate-version";
import { type PrefetchedTemplate, passDesignOf } from "@/lib/services/wallet/apple/pass-design";
import { programPassStrings } from "@/lib/services/wallet/apple/pass-fields";
import {
  type ApplePassJson,
  applePassJsonOf,
  type PassIdentity,
} from "@/lib/services/wallet/apple/pass-json";
import {
  type PassSigner,
  resolveIssuedPassSigner,
  resolvePassSigner,
} from "@/lib/services/wallet/apple/pass-signer";
import { passStringsFiles } from "@/lib/services/wallet/apple/pass-strings";
import { type PassFiles, passFilesWith, signPkpass } from "@/lib/services/wallet/apple/sign-pkpass";

export type AssembledPass = {
  program: StoredProgram;
  passJson: ApplePassJson;
  files: PassFiles;
  signer: PassSigner;
  template: StoredTemplate | null;
};

/**
 * Everything a pass of this program is made of, before signing: the design it wears (programTemplateOf), its
 * signer, pass.json for these facts, the images and the English and German pass.strings.
 */
export async function assemblePass({
  program,
  merchantName,
  facts,
  serialNumber,
  webService,
  issuedAs,
  prefetched,
  certificates,
  locations: readLocations,
}: {
  program: StoredProgram;
  merchantName: string;
  facts: PassFacts;
  serialNumber: string;
  webService?: PassIdentity["webService"];
  /** The pass type identifier the pass was issued under (an installed pass's never changes); else the current one. */
  issuedAs?: string;
  /** The chosen template's row, when the caller started reading it alongside the program (pass-design.ts). */
  prefetched?: PrefetchedTemplate | null;
  /** The merchant's stored certificates as read now: the signer is the one of their version (decision 060). */
  certificates?: Promise<CertificateVersions>;
  /** The program's locations when the caller read them with the program (a pass source's). */
  locations?: PassLocation[];
}): Promise<AssembledPass> {
  const merchantId = String(program.merchantId);
  const signerOf = async () => {
    const passTypeIdentifier = issuedAs ?? program.passTypeIdentifier;
    const version = certificates && certificateVersionOf(await certificates, passTypeIdentifier);
    return issuedAs
      ? resolveIssuedPassSigner({ merchantId, passTypeIdentifier, version })
      : resolvePassSigner({ merchantId, passTypeIdentifier, version });
  };
  const [{ template, images }, signer, locations] = await Promise.all([
    passDesignOf(program, prefetched),
    signerOf(),
    readLocations ?? passLocationsOf(program),
  ]);
  const passJson = applePassJsonOf({
    identity: {
      // The signing certificate's own (decision 028): the service's when it signs, never a mix.
      passTypeIdentifier: signer.passTypeIdentifier,
      teamIdentifier: signer.teamIdentifier,
      serialNumber,
      webService,
      isDevelopment: signer.isDevelopment,
    },
    design: { program, merchantName, template, locations },
    facts,
    language: passLanguageOf(program.language),
  });
  const files = passFilesWith(passJson, { ...images, ...passStringsFiles(programPassStrings(program)) });
  return { program, passJson, files, signer, template };
}

/** The signed `.pkpass` of an assembled pass. */
export const signAssembledPass = (pass: AssembledPass): Buffer =>
  signPkpass({ files: pass.files, signer: pass.signer });
