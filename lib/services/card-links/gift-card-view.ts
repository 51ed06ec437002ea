import { formatMinorUnits } from "@/lib/money/minor-units";
import type { GiftCardDto } from "@/lib/schemas/giftcard";
import { loadLiveCardSource } from "@/lib/services/card-links/live-card-source";
import { type ProgramLogo, programLogoOf } from "@/lib/services/programs/program-template";
import { isGoogleWalletConfigured } from "@/lib/services/wallet/google/credentials";

/**
 * What the gift card's page shows, and nothing more: no customer name, e-mail, sender or message, and never
 * the security code. `balance` is a decimal string ("25.00") in the card's `currency`.
 */
export type GiftCardView = {
  programName: string;
  company: string | null;
  logo: ProgramLogo | null;
  cardNumber: string;
  balance: string;
  currency: string;
  status: GiftCardDto["status"];
  expiresAt: Date;
  hasGoogleWallet: boolean;
};

/**
 * The gift card a link opens: null for a dead link, a deleted, purged or erased card, or a program that is gone —
 * the page then says the card no longer exists. Reads the same source as the wallet passes, so both agree.
 */
export async function getGiftCardView({
  token,
  now = new Date(),
}: {
  token: string;
  now?: Date;
}): Promise<GiftCardView | null> {
  const source = await loadLiveCardSource({ token, kind: "giftcard", now });
  if (!source) return null;
  const { card, program } = source;
  const [logo, hasGoogleWallet] = await Promise.all([
    programLogoOf(program),
    isGoogleWalletConfigured({ merchantId: source.merchantId }),
  ]);
  return {
    programName: program.name,
    company: program.company ?? null,
    logo,
    cardNumber: card.cardNumber,
    balance: formatMinorUnits(source.balanceCents),
    currency: card.currency ?? "",
    status: source.status,
    expiresAt: card.expiresAt ?? card.createdAt,
    hasGoogleWallet,
  };
}
