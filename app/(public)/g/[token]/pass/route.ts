import { cardPassResponse, cardRoute } from "@/app/(public)/card-responses";

// GET /g/{token}/pass — the gift card's "Add to Apple Wallet": the card's signed .pkpass (404 for a dead link)
export const GET = cardRoute("/g/{token}/pass", (request, token) =>
  cardPassResponse(request, token, "giftcard"),
);
