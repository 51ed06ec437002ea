import { cardPassResponse } from "@/app/(public)/card-responses";

type Context = { params: Promise<{ token: string }> };

// GET /m/{token}/pass — the member card's "Add to Apple Wallet": the member's signed .pkpass (404 for a dead link)
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return cardPassResponse(request, (await params).token, "member");
}
