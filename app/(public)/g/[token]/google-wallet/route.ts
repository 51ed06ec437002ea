import { cardGoogleWalletResponse, cardRoute } from "@/app/(public)/card-responses";

// POST /g/{token}/google-wallet — the gift card's "Add to Google Wallet": makes the save link, then sends the browser to Google
export const POST = cardRoute("/g/{token}/google-wallet", (request, token) =>
  cardGoogleWalletResponse(request, token, "giftcard"),
);
