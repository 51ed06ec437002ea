/** The phone a card page is opened on, as far as the wallet buttons care. */
export type WalletPlatform = "android" | "ios" | "other";

/**
 * From the request's User-Agent, read on the server (the buttons are rendered there, so the order never changes
 * on hydration). iPadOS asks as a Mac by default and counts as "other", which shows Apple's first anyway.
 */
export function walletPlatformOf(userAgent: string | null | undefined): WalletPlatform {
  const agent = userAgent ?? "";
  if (/\bAndroid\b/i.test(agent)) return "android";
  if (/\b(iPhone|iPad|iPod)\b/.test(agent)) return "ios";
  return "other";
}

/** Which wallet's button comes first: the phone's own; elsewhere Apple's, then Google's. */
export function walletOrderOf(
  platform: WalletPlatform,
): readonly ["apple", "google"] | readonly ["google", "apple"] {
  return platform === "android" ? (["google", "apple"] as const) : (["apple", "google"] as const);
}
