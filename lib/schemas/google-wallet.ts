import { z } from "zod";

/** Codes of the coded answers of the Google Wallet save-link endpoints. */
export const GOOGLE_WALLET_ERROR_CODES = {
  GOOGLE_WALLET_NOT_CONFIGURED:
    "Google Wallet is not configured for this merchant (no issuer id and service account)",
} as const;

/** Google's "Add to Google Wallet" page; the link is opened by the customer's browser, never called by us. */
export const GOOGLE_SAVE_URL_PREFIX = "https://pay.google.com/gp/v/save/";

/** The answer of `GET …/google-wallet`: the "Add to Google Wallet" link of the pass. */
export const googleWalletSaveLinkSchema = z.object({
  saveUrl: z
    .string()
    .url()
    .describe(
      `\`${GOOGLE_SAVE_URL_PREFIX}<jwt>\`: opening it adds the pass to the customer's Google Wallet. The JWT (RS256, signed with the service account's key) names the pass object, which exists at Google when this answers.`,
    ),
});
export type GoogleWalletSaveLinkDto = z.output<typeof googleWalletSaveLinkSchema>;
