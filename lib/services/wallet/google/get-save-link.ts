import { ApiError, ServiceError } from "@/lib/errors/api-error";
import { GOOGLE_WALLET_ERROR_CODES, type GoogleWalletSaveLinkDto } from "@/lib/schemas/google-wallet";
import { getGiftCardOrThrow } from "@/lib/services/giftcards/get-gift-card";
import { getMemberOrThrow } from "@/lib/services/members/get-member";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { GoogleWalletApiError } from "@/lib/services/wallet/google/google-fetch";
import { googleSaveLinkFor } from "@/lib/services/wallet/google/save-link";

export const GOOGLE_WALLET_UNAVAILABLE = "Google Wallet did not accept the pass just now; try again later";

/**
 * The API's save link of one member's or gift card's pass: the merchant's own member (card) of that loyalty
 * (gift-card) program, else 404/409 as its other endpoints; 409 `GOOGLE_WALLET_NOT_CONFIGURED` without Google
 * configuration; 502 when Google refuses or does not answer.
 */
export async function getGoogleSaveLink({
  merchantId,
  programId,
  subject,
}: {
  merchantId: string;
  programId: string;
  subject: PassSubject;
}): Promise<GoogleWalletSaveLinkDto> {
  if (subject.kind === "member") {
    await getProgramOrThrow({ merchantId, programId, programType: "loyalty" });
    await getMemberOrThrow({ merchantId, programId, memberId: subject.id });
  } else {
    await getProgramOrThrow({ merchantId, programId, programType: "giftcard" });
    await getGiftCardOrThrow({ merchantId, programId, cardId: subject.id });
  }
  let saveUrl: string | null;
  try {
    saveUrl = await googleSaveLinkFor({ subject });
  } catch (error) {
    if (!(error instanceof GoogleWalletApiError)) throw error;
    // The cause is Google's answer: for the operator's log, never for the caller.
    console.warn(`[google-wallet] save link of ${subject.kind} ${subject.id} failed: ${error.message}`);
    throw new ApiError(502, GOOGLE_WALLET_UNAVAILABLE);
  }
  if (!saveUrl)
    throw new ServiceError(
      "GOOGLE_WALLET_NOT_CONFIGURED",
      GOOGLE_WALLET_ERROR_CODES.GOOGLE_WALLET_NOT_CONFIGURED,
      409,
    );
  return { saveUrl };
}
