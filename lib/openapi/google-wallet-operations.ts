import { defineOperations } from "@/lib/openapi/operation";
import { giftCardParamsSchema } from "@/lib/schemas/giftcard";
import { googleWalletSaveLinkSchema } from "@/lib/schemas/google-wallet";
import { memberParamsSchema } from "@/lib/schemas/member";

const tags = ["Google Wallet"];
const saveLink = {
  status: 200,
  description: "The save link",
  schema: googleWalletSaveLinkSchema,
  name: "GoogleWalletSaveLink",
};
const NOT_CONFIGURED = "GOOGLE_WALLET_NOT_CONFIGURED";
const UNAVAILABLE = 'Google Wallet refused the pass or did not answer (`{"detail": "…"}`); try again later';
const HOW =
  "Inserts (or brings up to date) the program's class, the pass object (`<issuerId>.<serial>`) and, for a member, an offer object per LIVE offer linked from the loyalty object, then answers the link; the object exists at Google when this answers, and every later change of the pass is patched into it. 409 `GOOGLE_WALLET_NOT_CONFIGURED` when the merchant has no Google issuer and service account (no link can be made; the customer pages show no button then).";

export const GOOGLE_WALLET_OPERATIONS = defineOperations({
  getMemberGoogleWalletLink: {
    method: "get",
    path: "/v2/loyalty/programs/{programId}/members/{memberId}/google-wallet",
    summary: 'A member\'s "Add to Google Wallet" link',
    description: `The loyalty object shows the member number (in the program's \`barcodeFormat\` and as account id), name, points and tier. ${HOW}`,
    tags,
    auth: "merchant",
    params: memberParamsSchema,
    success: saveLink,
    errors: { 404: "No such member in this program for this merchant", 502: UNAVAILABLE },
    conflictCodes: ["PROGRAM_NOT_LOYALTY", NOT_CONFIGURED],
  },
  getGiftCardGoogleWalletLink: {
    method: "get",
    path: "/v2/giftcards/programs/{programId}/cards/{cardId}/google-wallet",
    summary: 'A gift card\'s "Add to Google Wallet" link',
    description: `The gift-card object shows the card number (in the program's \`barcodeFormat\` too) and the balance, never the security code. ${HOW}`,
    tags,
    auth: "merchant",
    params: giftCardParamsSchema,
    success: saveLink,
    errors: { 404: "No such card in this program for this merchant", 502: UNAVAILABLE },
    conflictCodes: ["PROGRAM_NOT_GIFTCARD", NOT_CONFIGURED],
  },
});
