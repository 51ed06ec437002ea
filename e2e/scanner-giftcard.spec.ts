import { writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { noticeWith } from "./notices";
import config from "./playwright.config";
import { fakeCameraArgs, workerClipPath, writeBlankClip, y4mFromImage } from "./support/camera-clip";
import { cardLinkPathFor } from "./support/card-link-mail";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// Gift cards at the counter (issue 28, item 3): the scanner reads the code on the gift card's own page with
// Chromium's fake camera, or the number typed (as a keyboard-wedge scanner types it), shows balance and status,
// and redeems an amount. The camera's clip is the card page's own code image, written before the camera starts.
const CLIP = workerClipPath("scanner-giftcard-camera");
writeBlankClip(CLIP);

const configured = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...configured, args: [...(configured.args ?? []), ...fakeCameraArgs(CLIP)] } });

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const GIFT_CARDS = {
  en: "Gift cards (all gift-card programs)",
  de: "Geschenkkarten (alle Geschenkkartenprogramme)",
};
type Card = { id: string; programId: string; cardNumber: string; lastFourDigits: string };

/** A gift-card program and a card of it, issued through the API with the page's session. */
async function issuedCard(
  page: Page,
  origin: string,
  initialValue: string,
  {
    customerEmail,
    name,
    requireSecurityCode,
  }: { customerEmail?: string; name?: string; requireSecurityCode?: boolean } = {},
) {
  const headers = { Origin: origin };
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const program = await page.request.post("/v2/programs", {
    headers,
    data: {
      passTypeIdentifier: "pass.com.example.giftscan",
      name: name ?? `Gift counter ${stamp}`,
      programType: "giftcard",
      ...(requireSecurityCode && { requireSecurityCode }),
    },
  });
  expect(program.status()).toBe(201);
  const { id: programId, name: programName } = (await program.json()) as { id: string; name: string };
  const issued = await page.request.post(`/v2/giftcards/programs/${programId}/cards`, {
    headers,
    data: { initialValue, ...(customerEmail && { customerEmail }) },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  return { programName, card: (await issued.json()) as Card };
}

async function balanceOf(page: Page, card: Card): Promise<string> {
  const response = await page.request.get(`/v2/giftcards/programs/${card.programId}/cards/${card.id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: string }).balance;
}

async function openGiftCardScanner(page: Page, language: "en" | "de" = "en") {
  await page.goto("/scan");
  await page.waitForLoadState("load");
  await page.getByLabel(language === "en" ? "Program" : "Programm", { exact: true }).selectOption({
    label: GIFT_CARDS[language],
  });
}

test("the counter scans a gift card's page with the camera, sees its balance and redeems an amount", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const email = `gift-scan-${Date.now()}@example.com`;
  const { programName, card } = await issuedCard(page, origin, "25.00", { customerEmail: email });

  // The holder's page, from the e-mailed link: its code ("Show this code at the counter") is the camera's picture.
  const holder = await page.context().newPage();
  await holder.goto(await cardLinkPathFor(email, { page: "g" }));
  const code = holder.getByRole("img", { name: /QR code of gift card number/ });
  await expect(code).toBeVisible();
  const src = (await code.getAttribute("src")) ?? "";
  const image = src.startsWith("data:image/svg+xml;base64,")
    ? Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ""), "base64")
    : await code.screenshot();
  writeFileSync(CLIP, await y4mFromImage(image));
  await holder.close();

  await openGiftCardScanner(page);
  await expect(page.getByText("Scan or type a gift card's number to see its balance")).toBeVisible();
  await page.getByRole("button", { name: "Start camera" }).click();
  const found = noticeWith(page, `Gift card ending in ${card.lastFourDigits}: balance €25.00.`);
  await expect(found).toBeVisible({ timeout: 30_000 });
  await expect(found).toBeFocused();
  const result = page.getByRole("region", { name: `Gift card ending in ${card.lastFourDigits}` });
  await expect(result.getByText(card.cardNumber)).toBeVisible();
  await expect(result.getByText(programName)).toBeVisible();
  await expect(result.getByTestId("scanner-giftcard-status")).toHaveText("Active");
  await expect(result.getByTestId("scanner-giftcard-balance")).toHaveText("€25.00");

  await result.getByRole("textbox", { name: "Amount" }).fill("5.25");
  await result.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(noticeWith(page, "€5.25 redeemed. New balance: €19.75.")).toBeVisible();
  await expect(result.getByTestId("scanner-giftcard-balance")).toHaveText("€19.75");
  expect(await balanceOf(page, card)).toBe("19.75");
  // The next card may follow at once: focus is back in the empty number field.
  const number = page.getByRole("textbox", { name: "Gift card number" });
  await expect(number).toBeFocused();
  await expect(number).toHaveValue("");

  // More than the balance is refused, clearly, and nothing changes.
  await result.getByRole("textbox", { name: "Amount" }).fill("20");
  await result.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(noticeWith(page, /Not redeemed: The amount is more than the card's balance/)).toBeVisible();
  await expect(number).toBeFocused();
  expect(await balanceOf(page, card)).toBe("19.75");

  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.getByRole("button", { name: "Scan next" }).click();
  await expect(page.getByText("Hold the code on the gift card in front of the camera.")).toBeVisible();
  await page.getByRole("button", { name: "Stop camera" }).click();
});

test("typed numbers: a wedge scanner's card, an unknown number, a voided card and not a number are explained", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { card } = await issuedCard(page, origin, "30.00");
  // An erased card is voided (decision 029): it needs a holder whose data the erasure removes.
  const { card: voided } = await issuedCard(page, origin, "10.00", {
    customerEmail: `gift-erased-${Date.now()}@example.com`,
  });
  const erased = await page.request.post(`/v2/giftcards/gdpr/erasure?cardId=${voided.id}`, {
    headers: { Origin: origin },
    data: { reason: "The holder asked" },
  });
  expect(erased.status(), await erased.text()).toBe(200);
  await openGiftCardScanner(page);

  const number = page.getByRole("textbox", { name: "Gift card number" });
  await number.focus();
  // A wedge types the code's digits and Enter, like a keyboard; a person may type the groups with spaces.
  await page.keyboard.type(card.cardNumber.replace(/(\d{4})(?=\d)/g, "$1 "));
  await page.keyboard.press("Enter");
  await expect(noticeWith(page, `Gift card ending in ${card.lastFourDigits}: balance €30.00.`)).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveValue("");

  // Over the card on screen, straight away: the next customer's numbers.
  await page.keyboard.type("1000000000000000");
  await page.keyboard.press("Enter");
  await expect(noticeWith(page, /Card not found: None of your gift cards has this number/)).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveValue("");

  await page.keyboard.type(voided.cardNumber);
  await page.keyboard.press("Enter");
  await expect(
    noticeWith(page, `The gift card ending in ${voided.lastFourDigits} is voided: it cannot be redeemed.`),
  ).toBeVisible();
  const result = page.getByRole("region", { name: `Gift card ending in ${voided.lastFourDigits}` });
  await expect(result.getByTestId("scanner-giftcard-status")).toHaveText("Voided");
  await expect(result.getByRole("textbox", { name: "Amount" })).toHaveCount(0);
  await expect(number).toBeFocused();

  await page.keyboard.type("12345");
  await page.keyboard.press("Enter");
  await expect(noticeWith(page, /a gift card's number has 16 digits/)).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveValue("");
  expect(await balanceOf(page, card)).toBe("30.00");
});

test("the dashboard's gift-card search opens a card by its full number, in whichever program", async ({
  page,
  baseURL,
}) => {
  const { card } = await issuedCard(page, baseURL ?? "", "15.00");
  await issuedCard(page, baseURL ?? "", "5.00");
  await page.goto("/giftcards");
  await page
    .getByRole("searchbox", { name: "Find a card" })
    .fill(card.cardNumber.replace(/(\d{4})(?=\d)/g, "$1 "));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/giftcards/${card.programId}/cards/${card.id}$`));
  await page.goto("/giftcards?q=1000000000000000");
  await expect(page.getByText("No card matches “1000000000000000”.")).toBeVisible();
});

test("a program that asks for the security code: the holder's page shows it, a wrong one is refused, the right one redeems", async ({
  page,
  baseURL,
}) => {
  const email = `gift-code-${Date.now()}@example.com`;
  const { card } = await issuedCard(page, baseURL ?? "", "40.00", {
    customerEmail: email,
    requireSecurityCode: true,
  });
  // Decision 046: only the holder learns the code, on the card's own page (never from the API).
  const holder = await page.context().newPage();
  await holder.goto(await cardLinkPathFor(email, { page: "g" }));
  const shown = holder.locator("[data-security-code]");
  await expect(shown).toHaveText(/^\d{6}$/);
  await expect(holder.getByText("Security code", { exact: true })).toBeVisible();
  const code = (await shown.textContent()) ?? "";
  await holder.close();
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  await openGiftCardScanner(page);
  const number = page.getByRole("textbox", { name: "Gift card number" });
  await number.fill(card.cardNumber);
  await page.keyboard.press("Enter");
  const result = page.getByRole("region", { name: `Gift card ending in ${card.lastFourDigits}` });
  const securityCode = result.getByRole("textbox", { name: "Security code" });
  await expect(securityCode).toBeVisible();

  await result.getByRole("textbox", { name: "Amount" }).fill("15");
  await result.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(
    noticeWith(page, /Not redeemed: This program asks for the card's security code/),
  ).toBeVisible();
  await expect(number).toBeFocused();

  await securityCode.fill(wrong);
  await result.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(
    noticeWith(page, "Not redeemed: The security code is wrong. Nothing was redeemed."),
  ).toBeVisible();
  await expect(number).toBeFocused();
  expect(await balanceOf(page, card)).toBe("40.00");

  await securityCode.fill(code);
  await result.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(noticeWith(page, "€15.00 redeemed. New balance: €25.00.")).toBeVisible();
  await expect(number).toBeFocused();
  await expect(securityCode).toHaveValue("");
  expect(await balanceOf(page, card)).toBe("25.00");
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test.describe("in German on a phone", () => {
  test("a typed gift card number, an amount with a decimal comma, the new balance @phone", async ({
    page,
    baseURL,
    context,
  }) => {
    await context.addCookies([{ name: "lp_lang", value: "de", url: baseURL ?? "" }]);
    const { card } = await issuedCard(page, baseURL ?? "", "30.00");
    await openGiftCardScanner(page, "de");

    const number = page.getByRole("textbox", { name: "Geschenkkartennummer" });
    await number.fill(card.cardNumber);
    await page.getByRole("button", { name: "Diese Karte suchen" }).click();
    await expect(
      noticeWith(page, `Geschenkkarte mit den Endziffern ${card.lastFourDigits}: Guthaben 30,00 €.`),
    ).toBeVisible();
    const result = page.getByRole("region", {
      name: `Geschenkkarte mit den Endziffern ${card.lastFourDigits}`,
    });
    await expect(result.getByTestId("scanner-giftcard-status")).toHaveText("Aktiv");
    await result.getByRole("textbox", { name: "Betrag" }).fill("10,5");
    await result.getByRole("button", { name: "Einlösen", exact: true }).click();
    await expect(noticeWith(page, "10,50 € eingelöst. Neues Guthaben: 19,50 €.")).toBeVisible();
    await expect(result.getByTestId("scanner-giftcard-balance")).toHaveText("19,50 €");
    await expect(number).toBeFocused();
    expect(await balanceOf(page, card)).toBe("19.50");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page).toHaveTitle(/\S/);
    await stylesSettled(page);
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test("the README's picture: a gift card at the counter on a phone, in English @phone", async ({
  page,
  baseURL,
}) => {
  const { card } = await issuedCard(page, baseURL ?? "", "50.00", { name: "Café gift cards" });
  await openGiftCardScanner(page);
  await page.getByRole("textbox", { name: "Gift card number" }).fill(card.cardNumber);
  await page.getByRole("button", { name: "Look up this card" }).click();
  await expect(noticeWith(page, `Gift card ending in ${card.lastFourDigits}: balance €50.00.`)).toBeVisible();
  await page.getByRole("textbox", { name: "Amount" }).fill("12.50");
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(noticeWith(page, "€12.50 redeemed. New balance: €37.50.")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/scanner-giftcard.png" });
});
