import { resolveCardLink } from "@/lib/services/card-links/card-links";
import { GoogleWalletApiError } from "@/lib/services/wallet/google/google-fetch";
import { googleSaveLinkFor } from "@/lib/services/wallet/google/save-link";

export type CardWalletLink = { kind: "saveUrl"; url: string } | { kind: "dead" } | { kind: "unavailable" };

/**
 * The "Add to Google Wallet" link of the card a token opens (decision 022's save link, made when the customer
 * asks for it): `dead` for a link that opens nothing (or Google Wallet not configured), `unavailable` when Google
 * did not accept the pass just now.
 */
export async function cardGoogleWalletLink(token: string): Promise<CardWalletLink> {
  const link = await resolveCardLink(token);
  if (!link) return { kind: "dead" };
  try {
    const url = await googleSaveLinkFor({ subject: link.subject });
    return url ? { kind: "saveUrl", url } : { kind: "dead" };
  } catch (error) {
    if (!(error instanceof GoogleWalletApiError)) throw error;
    console.warn(`[google-wallet] card page save link failed: ${error.message}`);
    return { kind: "unavailable" };
  }
}
