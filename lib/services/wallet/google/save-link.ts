import { SignJWT } from "jose";
import { GOOGLE_SAVE_URL_PREFIX } from "@/lib/schemas/google-wallet";
import {
  googleDefaultLogoUrl,
  googleSaveOrigins,
  resolveGoogleWalletCredentials,
} from "@/lib/services/pass-updates/google-credentials";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { signingKeyOf } from "@/lib/services/wallet/google/access-token";
import { googlePassResources } from "@/lib/services/wallet/google/pass-resources";
import { ensureGooglePass, recordGoogleObject } from "@/lib/services/wallet/google/sync-pass";
import { loadPassSource, ownerOfSubject } from "@/lib/services/wallet/pass-source";

/**
 * The "Add to Google Wallet" link of a member's or gift card's pass, or null when Google Wallet is not configured
 * for its merchant (then no button is shown) or the subject does not exist. Synchronous (decision 022): the class,
 * the member's LIVE offers and the object are inserted (or brought up to date) before the link is made, so the
 * link names an object that exists; a failing Google call throws `GoogleWalletApiError`.
 */
export async function googleSaveLinkFor({ subject }: { subject: PassSubject }): Promise<string | null> {
  const owner = await ownerOfSubject(subject);
  const credentials = owner && (await resolveGoogleWalletCredentials({ merchantId: owner.merchantId }));
  if (!credentials) return null;
  const source = await loadPassSource({ subject, withOffers: true });
  if (!source) return null;
  const resources = googlePassResources({
    source,
    issuerId: credentials.issuerId,
    logoUrl: googleDefaultLogoUrl(),
    withOffers: true,
  });
  const objectId = resources.objectResource.id;
  // Recorded first: a change that lands while the object is being inserted already patches it (404 → insert).
  await recordGoogleObject({ objectId, issuerId: credentials.issuerId, source });
  await ensureGooglePass(credentials, resources);
  const objects = source.kind === "member" ? "loyaltyObjects" : "giftCardObjects";
  const jwt = await new SignJWT({
    typ: "savetowallet",
    origins: googleSaveOrigins(),
    payload: { [objects]: [{ id: objectId }] },
  })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(credentials.clientEmail)
    .setAudience("google")
    .setIssuedAt()
    .sign(await signingKeyOf(credentials.privateKeyPem));
  return `${GOOGLE_SAVE_URL_PREFIX}${jwt}`;
}
