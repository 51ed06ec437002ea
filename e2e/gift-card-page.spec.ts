import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { noticeWith } from "./notices";
import { cardLinkPathFor } from "./support/card-link-mail";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// A gift card's holder opens the card's own page from the e-mail sent when the card was issued, on a phone: the
// balance as the counter changes it, the number as a QR code, and the signed pass for Apple Wallet. The merchant
// sends a new link from the dashboard, and the old one stops working.

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// The test's page is the holder's phone: no account. The merchant has a browser of its own.
test.use({ signedInAs: "nobody" });
const dir = mkdtempSync(path.join(tmpdir(), "lp-giftpage-e2e-"));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

function passJsonOf(pkpass: Buffer): { serialNumber: string; barcodes: { message: string }[] } {
  const file = path.join(dir, `gift-${Date.now()}.pkpass`);
  writeFileSync(file, pkpass);
  return JSON.parse(execFileSync("unzip", ["-p", file, "pass.json"]).toString());
}

test("a gift card's holder opens its page from the e-mail, adds it to Apple Wallet, and a new link kills the old @phone", async ({
  page,
  browser,
  baseURL,
  merchantSession,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const merchantContext = await browser.newContext({
    baseURL: origin,
    locale: "en-GB",
    storageState: merchantSession,
  });
  const merchant = await merchantContext.newPage();
  const headers = { Origin: origin };
  const stamp = Date.now();
  const email = `gift-holder-${stamp}@example.com`;
  const program = await merchant.request.post("/v2/programs", {
    headers,
    data: {
      passTypeIdentifier: "pass.com.example.giftcardpage",
      name: `Gift page ${stamp}`,
      programType: "giftcard",
    },
  });
  expect(program.status()).toBe(201);
  const programId = ((await program.json()) as { id: string }).id;
  const issued = await merchant.request.post(`/v2/giftcards/programs/${programId}/cards`, {
    headers,
    data: { initialValue: "25.00", customerEmail: email, customerName: "Ada Holder" },
  });
  expect(issued.status()).toBe(201);
  const card = (await issued.json()) as { id: string; cardNumber: string; lastFourDigits: string };

  // The holder, on the phone: the link from the e-mail the issue sent.
  const firstLink = await cardLinkPathFor(email, { page: "g" });
  await page.goto(firstLink);
  await expect(page.getByRole("heading", { level: 1, name: `Gift page ${stamp}` })).toBeVisible();
  await expect(page.locator("[data-balance]")).toHaveText("€25.00");
  await expect(page.getByRole("img", { name: /QR code of gift card number/ })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Ada Holder");
  await expectNoHorizontalScroll(page);
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // The e2e service has neither a merchant's certificate nor its own (decision 028): the pass is signed by the
  // development chain, which no iPhone accepts. No "Add to Apple Wallet" that cannot work: a labelled preview.
  await expect(page.getByRole("link", { name: "Add to Apple Wallet" })).toHaveCount(0);
  await expect(page.locator("[data-apple-preview]")).toContainText("Apple Wallet: preview only");
  const preview = page.getByRole("link", { name: "Download the preview pass" });
  await expect(preview).toHaveAttribute("href", `${firstLink}/pass`);
  // The preview is the signed pass of this card: its barcode is the card number, nothing else.
  const download = await page.request.get(`${firstLink}/pass`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/vnd.apple.pkpass");
  const pass = passJsonOf(await download.body());
  expect(pass.serialNumber).toBe(`giftcard-${card.id}`);
  expect(pass.barcodes.map((barcode) => barcode.message)).toEqual([card.cardNumber]);
  // Without Google configured, no dead Google button.
  await expect(page.getByRole("link", { name: "Add to Google Wallet" })).toHaveCount(0);

  // The counter redeems; the holder's page shows what is left.
  const redeemed = await merchant.request.post(
    `/v2/giftcards/programs/${programId}/cards/${card.id}/redeem`,
    { headers, data: { amount: "10.50" } },
  );
  expect(redeemed.status()).toBe(200);
  await page.reload();
  await expect(page.locator("[data-balance]")).toHaveText("€14.50");

  // The holder lost the e-mail: the merchant sends the link again from the card's dashboard page.
  await merchant.goto(`/giftcards/${programId}/cards/${card.id}`);
  await merchant.getByRole("button", { name: "Send card link again" }).click();
  await expect(
    noticeWith(merchant, `A new card link is on its way to ${email}. The old link no longer works.`),
  ).toBeVisible();
  const secondLink = await cardLinkPathFor(email, { page: "g", atLeast: 2 });
  expect(secondLink).not.toBe(firstLink);
  expect((await page.goto(firstLink))?.status()).toBe(404);
  expect((await page.request.get(`${firstLink}/pass`)).status()).toBe(404);
  await page.goto(secondLink);
  await expect(page.locator("[data-balance]")).toHaveText("€14.50");
  await merchantContext.close();
});

async function expectNoHorizontalScroll(page: import("@playwright/test").Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
