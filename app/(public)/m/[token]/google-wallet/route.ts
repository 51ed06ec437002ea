import { cardGoogleWalletResponse, cardRoute } from "@/app/(public)/card-responses";

// POST /m/{token}/google-wallet — the member card's "Add to Google Wallet": makes the save link, then sends the browser to Google
export const POST = cardRoute("/m/{token}/google-wallet", (request, token) =>
  cardGoogleWalletResponse(request, token, "member"),
);
