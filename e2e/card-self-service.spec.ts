import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { readOutbox } from "../lib/mail/outbox";
import { cardLinkPathFor } from "./support/card-link-mail";
import { expect, test } from "./support/fixtures";
import { mailCodeFor } from "./support/mail-code";
import type { StorageState } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";

// Issue 28, items 6 and 7 (decision 042): the join e-mail's code opens the card on the join page itself, and the
// card page deletes the card with a code e-mailed to the member.
test.use({ signedInAs: "nobody" });

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectNoAxeViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function programOf(browser: Browser, baseURL: string, session: StorageState) {
  const context = await browser.newContext({ baseURL, locale: "en-GB", storageState: session });
  const page = await context.newPage();
  const name = `Corner Café ${Date.now()}`;
  const response = await page.request.post("/v2/programs", {
    headers: { Origin: baseURL },
    data: { passTypeIdentifier: "pass.com.example.code", name, schema: "stampCard", scannerType: "Browser" },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await context.close();
  return { programId: id, name };
}

async function joinOnPhone(page: Page, programId: string, address: string) {
  await page.goto(`/join/${programId}`);
  await page.getByRole("textbox", { name: /^E-mail/ }).fill(address);
  await page.getByRole("checkbox", { name: /I agree that/ }).check();
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
}

test("a customer joins on a phone, types the e-mailed code and lands on the card with its wallet buttons @phone", async ({
  browser,
  baseURL,
  merchantSession,
  page,
}) => {
  test.setTimeout(120_000);
  const { programId } = await programOf(browser, baseURL ?? "", merchantSession);
  const address = `code-${Date.now()}@example.com`;
  await joinOnPhone(page, programId, address);
  const codeField = page.getByRole("textbox", { name: "Code from the e-mail" });
  await expect(codeField).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong code says so and keeps the customer on the page, the focus back in the field.
  const code = await mailCodeFor(address);
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Open my card" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code does not open a card" })).toBeVisible();
  await expect(codeField).toBeFocused();

  await codeField.fill(code);
  await page.getByRole("button", { name: "Open my card" }).click();
  await page.waitForURL(/\/m\/[A-Za-z0-9_-]{43}$/);
  // The wallet buttons (the development chain offers Apple's as a labelled preview).
  await expect(page.locator("[data-apple-wallet], [data-apple-preview]").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "test-results/join-code-card-phone.png", fullPage: true });
});

test("a member deletes their card and data from the card page with the e-mailed code", async ({
  browser,
  baseURL,
  merchantSession,
  page,
}) => {
  test.setTimeout(120_000);
  const { programId } = await programOf(browser, baseURL ?? "", merchantSession);
  const address = `delete-${Date.now()}@example.com`;
  await joinOnPhone(page, programId, address);
  const cardPath = await cardLinkPathFor(address);
  await page.goto(cardPath);

  await page.getByRole("button", { name: "Stop marketing messages" }).click();
  await expect(page.getByRole("status").filter({ hasText: "no more marketing messages" })).toBeVisible();

  await page.getByRole("button", { name: "Delete my card and data" }).click();
  const codeField = page.getByRole("textbox", { name: "Code from the e-mail" });
  await expect(codeField).toBeFocused();
  await expectNoAxeViolations(page);
  // The join e-mail held a code too: the deletion's is the second one.
  await codeField.fill(await mailCodeFor(address, { atLeast: 2 }));
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("status")).toContainText("Your card and your data were deleted");
  await page.screenshot({ path: "test-results/card-deleted.png", fullPage: true });

  // The link opens nothing any more.
  expect((await page.goto(cardPath))?.status()).toBe(404);
});

test("marketing ticked on the join page counts once the e-mailed link's page is confirmed (double opt-in)", async ({
  browser,
  baseURL,
  merchantSession,
  page,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const { programId } = await programOf(browser, origin, merchantSession);
  const address = `optin-${Date.now()}@example.com`;
  await page.goto(`/join/${programId}`);
  await page.getByRole("textbox", { name: /^E-mail/ }).fill(address);
  await page.getByRole("checkbox", { name: /I agree that/ }).check();
  await page.getByRole("checkbox", { name: /Send me news and offers/ }).check();
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  const linkInText = /https?:\/\/\S+(\/marketing\/[0-9a-f]{24}\.[A-Za-z0-9_-]{43})\b/;
  let confirmationPath: string | undefined;
  for (let attempt = 0; attempt < 100 && !confirmationPath; attempt++) {
    const messages = await readOutbox(process.env.E2E_OUTBOX_DIR ?? "", address);
    confirmationPath = messages.map((message) => linkInText.exec(message.text)?.[1]).find(Boolean);
    if (!confirmationPath) await page.waitForTimeout(200);
  }
  expect(confirmationPath).toBeDefined();
  // Opening the page confirms nothing (mail scanners follow links); the button does, and again does no harm.
  await page.goto(confirmationPath as string);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, send me news and offers" }).click();
  await expect(page.getByRole("status")).toContainText("your consent is confirmed");
  await page.reload();
  await page.getByRole("button", { name: "Yes, send me news and offers" }).click();
  await expect(page.getByRole("status")).toContainText("your consent is confirmed");
});
