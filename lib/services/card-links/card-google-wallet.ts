import { loadLiveCardSource } from "@/lib/services/card-links/live-card-source";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { GoogleWalletApiError } from "@/lib/services/wallet/google/google-fetch";
import { googleSaveLinkFor } from "@/lib/services/wallet/google/save-link";

export type CardWalletLink = { kind: "saveUrl"; url: string } | { kind: "dead" } | { kind: "unavailable" };

/**
 * The "Add to Google Wallet" link of the card a token opens (decision 022's save link, made when the customer
 * asks for it): `dead` for a link that opens nothing (or Google Wallet not configured), `unavailable` when Google
 * did not accept the pass just now.
 */
export async function cardGoogleWalletLink(
  token: string,
  kind: PassSubject["kind"],
): Promise<CardWalletLink> {
  const source = await loadLiveCardSource({ token, kind });
  if (!source) return { kind: "dead" };
  const subject: PassSubject =
    source.kind === "member"
      ? { kind: "member", id: String(source.member._id) }
      : { kind: "giftcard", id: String(source.card._id) };
  try {
    const url = await googleSaveLinkFor({ subject });
    return url ? { kind: "saveUrl", url } : { kind: "dead" };
  } catch (error) {
    if (!(error instanceof GoogleWalletApiError)) throw error;
    console.warn(`[google-wallet] card page save link failed: ${error.message}`);
    return { kind: "unavailable" };
  }
}
