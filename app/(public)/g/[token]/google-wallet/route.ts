import { cardGoogleWalletResponse } from "@/app/(public)/card-responses";

type Context = { params: Promise<{ token: string }> };

// POST /g/{token}/google-wallet — the gift card's "Add to Google Wallet": makes the save link, then sends the browser to Google
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return cardGoogleWalletResponse(request, (await params).token, "giftcard");
}
