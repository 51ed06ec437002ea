import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { cardLinkPathFor } from "./support/card-link-mail";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// Issue 28, the member's card page: how far the next reward is, the recent visits in the program's zone, the
// shop's address, hours and privacy notice, and the pass template's colours and (white) logo — on the card page
// and on the light join page — readable by axe at 375 and 1280 px, in English and German.

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const GREEN = "rgb(11, 61, 46)";
const WHITE_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100">
<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
<path d="M20 38h44v22a22 22 0 0 1-22 22h0a22 22 0 0 1-22-22z"/><path d="M64 44h6a10 10 0 0 1 0 20h-8"/>
<path d="M32 14c-4 6 4 10 0 16M46 14c-4 6 4 10 0 16"/></g>
<text x="90" y="62" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="28" fill="#fff">Corner Café</text>
</svg>`;
test.use({ signedInAs: "nobody" });

async function expectReadableAndNarrow(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("the card page shows the next reward, recent visits, the shop and the pass's colours and logo @phone", async ({
  page,
  browser,
  baseURL,
  merchantSession,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const merchantContext = await browser.newContext({ baseURL: origin, storageState: merchantSession });
  const merchant = await merchantContext.newPage();
  const call = async (method: "post" | "put", url: string, options: Record<string, unknown>) => {
    const response = await merchant.request[method](url, { headers: { Origin: origin }, ...options });
    expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string; memberNumber: string };
  };
  const post = (url: string, data: unknown = {}) => call("post", url, { data });

  const stamp = Date.now();
  const program = await post("/v2/programs", {
    passTypeIdentifier: "pass.com.example.cardpage",
    name: "Corner Café",
    schema: "stampCard",
    timeZone: "Europe/Berlin",
    pointsScanPass: 1,
    address: "Hauptstraße 1\n10115 Berlin",
    openingHours: "Mon–Fri 8–18\nSat 9–14",
    privacyUrl: "https://corner-cafe.example/privacy",
  });
  const base = `/v2/loyalty/programs/${program.id}`;
  const coffee = await post(`${base}/offers`, { name: "Free coffee", pointsCost: 10 });
  await post(`${base}/offers/${coffee.id}/publish`);
  // A template in deep green with a white logo: the logo must not vanish on a white page.
  const template = await post("/v2/templates", {
    name: `Green ${stamp}`,
    passType: "storeCard",
    programId: program.id,
    backgroundColor: "#0b3d2e",
    foregroundColor: "rgb(255, 255, 255)",
    labelColor: "#d1fae5",
  });
  // A cup and the shop's name in white on transparency, as merchants draw logos for a dark pass.
  const whiteLogo = await sharp(Buffer.from(WHITE_LOGO_SVG)).png().toBuffer();
  await call("post", `/v2/templates/${template.id}/images/logo/high`, {
    multipart: { image: { name: "logo.png", mimeType: "image/png", buffer: whiteLogo } },
  });
  await call("put", base, { data: { templateId: template.id } });

  const email = `card-page-${stamp}@example.com`;
  const member = await post(`${base}/members`, { email, firstName: "Ada" });
  await post(`${base}/members/${member.id}/points`, { points: 12, reason: "Tom's note: complained" });
  await post(`${base}/offers/${coffee.id}/redemptions`, { memberId: member.id });
  await post(`${base}/scans`, { memberNumber: member.memberNumber });
  await post(`${base}/members/${member.id}/card-link`);
  const cardPath = await cardLinkPathFor(email);

  // The customer's phone, in English.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(cardPath);
  await expect(page.getByRole("heading", { level: 1, name: "Corner Café" })).toBeVisible();
  await expect(page.getByTestId("progress-offer")).toHaveText("7 more stamps to Free coffee");
  const visits = page.getByRole("region", { name: "Recent visits" }).getByRole("listitem");
  await expect(visits).toHaveCount(3);
  await expect(visits.nth(0)).toContainText("Visit");
  await expect(visits.nth(0)).toContainText("+1 stamp");
  await expect(visits.nth(1)).toContainText("Redeemed: Free coffee");
  await expect(visits.nth(1)).toContainText("−10 stamps");
  await expect(visits.nth(2)).toContainText("Adjusted by the shop");
  // Times in the program's zone, named (decision 040); the merchant's note is not the customer's to read.
  await expect(visits.nth(0).locator("time")).toHaveText(/CES?T$/);
  await expect(page.locator("main")).not.toContainText("Tom's note");
  await expect(page.getByTestId("shop-address")).toHaveText("Hauptstraße 1\n10115 Berlin");
  await expect(page.getByTestId("shop-hours")).toContainText("Mon–Fri 8–18");
  await expect(page.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
    "href",
    "https://corner-cafe.example/privacy",
  );
  const card = page.locator("section", { has: page.locator("#card-title") });
  await expect(card).toHaveCSS("background-color", GREEN);
  await expect(card).toHaveCSS("color", "rgb(255, 255, 255)");
  const logo = page.getByRole("img", { name: "Corner Café logo" });
  await expect(logo).toBeVisible();
  await expectReadableAndNarrow(page);
  await page.screenshot({ path: "test-results/card-page.png", fullPage: true });

  // German, at 1280 px.
  await page.context().addCookies([{ name: "lp_lang", value: "de", url: origin }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(cardPath);
  await expect(page.getByTestId("progress-offer")).toHaveText("Noch 7 Stempel bis Free coffee");
  await expect(
    page.getByRole("region", { name: "Letzte Besuche" }).getByRole("listitem").first(),
  ).toContainText("Besuch");
  await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toBeVisible();
  await expectReadableAndNarrow(page);
  await page.screenshot({ path: "test-results/card-page-de-desktop.png", fullPage: true });

  // The light join page: the white logo sits on its pass's green, not on white.
  await page.goto(`/join/${program.id}`);
  const plate = page.getByRole("img", { name: /Corner Café/ }).locator("..");
  await expect(plate).toHaveCSS("background-color", GREEN);
  await expectReadableAndNarrow(page);
  await page.screenshot({ path: "test-results/card-page-join-de-desktop.png" });

  // A program without a privacy notice or address shows neither.
  await call("put", base, { data: { privacyUrl: null, address: null, openingHours: null } });
  await page.goto(cardPath);
  await expect(page.getByTestId("progress-offer")).toBeVisible();
  await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toHaveCount(0);
  await expect(page.getByTestId("shop-address")).toHaveCount(0);
  await merchantContext.close();
});
