import { cardPassResponse, cardRoute } from "@/app/(public)/card-responses";

// GET /m/{token}/pass — the member card's "Add to Apple Wallet": the member's signed .pkpass (404 for a dead link)
export const GET = cardRoute("/m/{token}/pass", (request, token) =>
  cardPassResponse(request, token, "member"),
);
