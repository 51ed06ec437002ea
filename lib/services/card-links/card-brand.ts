import { isGoogleWalletConfigured } from "@/lib/services/pass-updates/google-credentials";
import type { StoredProgram } from "@/lib/services/programs/program-dto";
import { type ProgramLogo, programLogoOf } from "@/lib/services/programs/program-template";

/** What both card pages show of the program around the card, and whether they offer "Add to Google Wallet". */
export type CardBrand = {
  programName: string;
  company: string | null;
  logo: ProgramLogo | null;
  hasGoogleWallet: boolean;
};

export async function cardBrandOf({
  program,
  merchantId,
}: {
  program: StoredProgram;
  merchantId: string;
}): Promise<CardBrand> {
  const [logo, hasGoogleWallet] = await Promise.all([
    programLogoOf(program),
    isGoogleWalletConfigured({ merchantId }),
  ]);
  return { programName: program.name, company: program.company ?? null, logo, hasGoogleWallet };
}
