import { cardPassResponse } from "@/app/(public)/card-responses";

type Context = { params: Promise<{ token: string }> };

// GET /g/{token}/pass — the gift card's "Add to Apple Wallet": the card's signed .pkpass (404 for a dead link)
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return cardPassResponse(request, (await params).token, "giftcard");
}
