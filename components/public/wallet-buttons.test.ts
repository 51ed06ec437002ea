import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { de } from "@/components/public/i18n/de";
import { en } from "@/components/public/i18n/en";
import { WalletButtons } from "@/components/public/wallet-buttons";
import { type WalletPlatform, walletPlatformOf } from "@/components/public/wallet-order";

// Issue 27: the card page offers no "Add to Apple Wallet" for a pass no iPhone accepts (development chain
// only), and puts the phone's own wallet first (decided on the server, so hydration cannot reorder it).
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36";

const render = (options: { isApplePreview: boolean; platform: WalletPlatform; t?: typeof en }) =>
  renderToStaticMarkup(
    createElement(WalletButtons, {
      cardPath: "/m/token",
      hasGoogleWallet: true,
      isApplePreview: options.isApplePreview,
      platform: options.platform,
      t: (options.t ?? en).card.wallet,
    }),
  );
const order = (html: string) => [...html.matchAll(/data-(apple|google)-wallet=""/g)].map((match) => match[1]);

describe("the card page's wallet buttons", () => {
  it("tell the phone from the User-Agent", () => {
    expect(walletPlatformOf(ANDROID)).toBe("android");
    expect(walletPlatformOf(IPHONE)).toBe("ios");
    expect(walletPlatformOf(DESKTOP)).toBe("other");
    expect(walletPlatformOf(null)).toBe("other");
  });

  it("put Google's first on Android, Apple's first on iOS and elsewhere", () => {
    expect(order(render({ isApplePreview: false, platform: "android" }))).toEqual(["google", "apple"]);
    expect(order(render({ isApplePreview: false, platform: "ios" }))).toEqual(["apple", "google"]);
    expect(order(render({ isApplePreview: false, platform: "other" }))).toEqual(["apple", "google"]);
  });

  it("offer a development-signed pass as a labelled preview, not as Add to Apple Wallet", () => {
    const html = render({ isApplePreview: true, platform: "ios" });
    expect(order(html)).toEqual(["google"]);
    expect(html).not.toContain(en.card.wallet.apple);
    expect(html).toContain(en.card.wallet.preview.title);
    expect(html).toContain('href="/m/token/pass" download=""');
    expect(render({ isApplePreview: true, platform: "ios", t: de })).toContain("Apple Wallet: nur Vorschau");
  });

  it("label Apple's badge in the page's language, in two lines as Apple's badge is", () => {
    const html = render({ isApplePreview: false, platform: "other", t: de });
    expect(html).toContain('aria-label="Zu Apple Wallet hinzufügen"');
    expect(html).toContain("Zu Google Wallet hinzufügen");
  });
});
