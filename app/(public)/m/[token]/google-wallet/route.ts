import { cardGoogleWalletLink } from "@/lib/services/card-links/card-google-wallet";

type Context = { params: Promise<{ token: string }> };

// POST /m/{token}/google-wallet — the card page's "Add to Google Wallet": makes the save link, then sends the browser to Google
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  const card = new URL(`/m/${encodeURIComponent(token)}`, request.url);
  const link = await cardGoogleWalletLink(token);
  if (link.kind === "saveUrl") return redirect(link.url);
  if (link.kind === "unavailable") card.searchParams.set("wallet", "unavailable");
  return redirect(`${card.pathname}${card.search}`);
}

/** 303: the browser follows with a GET; the token stays out of any Referer (no-referrer, next.config.ts). */
const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
