import type { CardColors } from "@/lib/passes/card-colors";
import { isGoogleWalletConfigured } from "@/lib/services/pass-updates/google-credentials";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { type ProgramLogo, programLookOf } from "@/lib/services/programs/program-template";
import { resolvePassSigner } from "@/lib/services/wallet/apple/pass-signer";

/**
 * What both card pages show of the program around the card, whether they offer "Add to Google Wallet", and
 * whether the Apple pass is only a preview (signed by the development chain, which no iPhone accepts).
 */
export type CardBrand = {
  programName: string;
  company: string | null;
  logo: ProgramLogo | null;
  /** The pass's colours (its template's, else the plain design's), readable (issue 28). */
  colors: CardColors;
  hasGoogleWallet: boolean;
  isApplePreview: boolean;
};

export async function cardBrandOf({
  program,
  merchantId,
}: {
  program: StoredProgram;
  merchantId: string;
}): Promise<CardBrand> {
  const [look, hasGoogleWallet, signer] = await Promise.all([
    programLookOf(program),
    isGoogleWalletConfigured({ merchantId }),
    resolvePassSigner({ merchantId, passTypeIdentifier: program.passTypeIdentifier }),
  ]);
  return {
    programName: program.name,
    company: program.company ?? null,
    logo: look.logo,
    colors: look.colors,
    hasGoogleWallet,
    isApplePreview: signer.isDevelopment,
  };
}
