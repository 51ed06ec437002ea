import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { connectToDatabase, disconnectFromDatabase } from "../lib/db/connect";
import { Member } from "../lib/db/models/member";
import { seedMember } from "../lib/testing/gdpr-members";
import { expect, test } from "./support/fixtures";
import type { Merchant } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";

// Support staff erase for the spec's merchant; the German test is the merchant's own.
test.use({ signedInAs: "staff" });

type Seeded = {
  merchantId: string;
  programId: string;
  programName: string;
  email: string;
  otherEmail: string;
  headers: Record<string, string>;
};

/** A gift-card program of the merchant with two cards of one customer and one of another, via the API. */
async function seedCards(request: APIRequestContext, merchant: Merchant): Promise<Seeded> {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const headers = { Authorization: `Bearer ${merchant.accessToken}` };
  const programName = `E2E Gift ${tag}`;
  const program = await request.post("/v2/programs", {
    headers,
    data: { passTypeIdentifier: "pass.com.example.e2e", name: programName, programType: "giftcard" },
  });
  expect(program.status()).toBe(201);
  const { id: programId, merchantId } = (await program.json()) as { id: string; merchantId: string };
  const email = `erase-${tag}@example.com`;
  const otherEmail = `keep-${tag}@example.com`;
  for (const customerEmail of [email, email, otherEmail]) {
    const card = await request.post(`/v2/giftcards/programs/${programId}/cards`, {
      headers,
      data: { initialValue: "25.00", customerEmail, customerName: "E2E Customer" },
    });
    expect(card.status()).toBe(201);
  }
  return { merchantId, programId, programName, email, otherEmail, headers };
}

/**
 * A loyalty membership of the same customer. The members API is not there yet, so the member is stored in the
 * server's database directly, as that API stores one (tools/e2e.ts hands this process the server's environment).
 */
async function seedMembership(request: APIRequestContext, seeded: Seeded) {
  const program = await request.post("/v2/programs", {
    headers: seeded.headers,
    data: { passTypeIdentifier: "pass.com.example.e2e", name: `E2E Loyalty ${seeded.programId}` },
  });
  expect(program.status()).toBe(201);
  const { id: programId } = (await program.json()) as { id: string };
  await connectToDatabase();
  try {
    const member = await seedMember({
      merchantId: seeded.merchantId,
      programId,
      email: seeded.email,
      points: [{ points: 40 }],
    });
    return { ...member, programId };
  } finally {
    await disconnectFromDatabase();
  }
}

async function storedMember(id: string) {
  await connectToDatabase();
  try {
    return await Member.findById(id).lean();
  } finally {
    await disconnectFromDatabase();
  }
}

/** Staff find the merchant by part of its name, in other letters' case, and act for it. */
async function pickMerchant(page: Page, merchant: Merchant) {
  await page.getByLabel("Search merchants").fill(merchant.company.toLowerCase());
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: `Act for ${merchant.company}` }).click();
  await expect(page.getByText(`Acting for ${merchant.company}`)).toBeVisible();
}

test("support staff erase a customer's gift cards and membership in one step after seeing the count of each", async ({
  page,
  request,
  merchant,
}) => {
  const seeded = await seedCards(request, merchant);
  const member = await seedMembership(request, seeded);
  await page.goto("/gdpr");
  await pickMerchant(page, merchant);

  // All programs: the gift-card program and the loyalty program are both reached.
  await expect(page.getByLabel("Program").locator("option", { hasText: seeded.programName })).toHaveCount(1);
  await page.getByLabel("Customer e-mail").fill(`  ${seeded.email.toUpperCase()} `);
  await page.getByLabel("Reason").fill("Art. 17 request, ticket E2E");

  // An access request first: the same identification, answered as a file.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as JSON" }).click();
  const download = await downloading;
  const exported = JSON.parse(await readFile(String(await download.path()), "utf8")) as {
    cards: { customerEmail: string }[];
    members: { email: string; memberNumber: string; balance: number }[];
  };
  expect(exported.cards.map((card) => card.customerEmail)).toEqual([seeded.email, seeded.email]);
  expect(exported.members).toEqual([
    expect.objectContaining({ email: seeded.email, memberNumber: member.memberNumber, balance: 40 }),
  ]);
  await expect(page.getByText("Exported 2 gift cards and 1 member")).toBeVisible();

  await page.getByRole("button", { name: "Check affected data" }).click();

  await expect(page.getByText("2 gift cards and 1 member will be erased.")).toBeVisible();
  // Focus moved to the confirmation, so the keyboard reaches the confirm button next.
  await page.keyboard.press("Tab");
  const confirm = page.getByRole("button", { name: "Erase data from 2 gift cards and 1 member" });
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Erasure completed")).toBeVisible();
  await expect(
    page.getByText("The customer's data was erased from 2 gift cards and 1 member."),
  ).toBeVisible();
  // The request id is kept for the audit trail behind a copy button; the erased ids are folded under their counts.
  await expect(page.getByText("Request id", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy request id" })).toBeVisible();
  const shownIds = page.locator("main code:visible").filter({ hasText: /^[0-9a-f]{24}$/ });
  await expect(shownIds).toHaveCount(0);
  await page.getByText("Show their 2 ids").click();
  await expect(shownIds).toHaveCount(2);
  const history = page.getByRole("table", { name: "Past requests" });
  await expect(history.getByRole("row").nth(1)).toContainText("Erasure");
  await expect(history.getByRole("row").nth(1)).toContainText("Completed");
  await expect(history.getByRole("row").nth(2)).toContainText("Export");
  await expect(history).not.toContainText(seeded.email);
  // The form, the result (cards and members) and the history together pass axe.
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  const erasedMember = await storedMember(member.id);
  expect(erasedMember).toMatchObject({ status: "erased", email: null, memberNumber: `erased-${member.id}` });

  await page.goto(`/giftcards?merchant=${seeded.merchantId}&program=${seeded.programId}`);
  const cards = page.getByRole("table", { name: `Cards of ${seeded.programName}` });
  await expect(cards.getByRole("row")).toHaveCount(4);
  await expect(cards).toContainText(seeded.otherEmail);
  await expect(page.locator("body")).not.toContainText(seeded.email);
  await expect(cards.getByText("erased")).toHaveCount(2);
});

test("a repeated erasure says there are no matching cards, by keyboard at 375 px @phone", async ({
  page,
  request,
  merchant,
}) => {
  const seeded = await seedCards(request, merchant);
  // An old-style link names the merchant; staff confirm before it becomes whom they act for.
  await page.goto(`/gdpr?merchant=${seeded.merchantId}`);
  await page.getByRole("button", { name: `Act for ${merchant.company}` }).click();
  await expect(page).toHaveURL(/\/gdpr$/);
  const email = page.getByLabel("Customer e-mail");
  await email.fill("nobody-at-all@example.com");
  await email.press("Enter");
  await expect(page.getByText(/No matching cards/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Erase data/ })).toHaveCount(0);

  await email.fill("not-an-email");
  await email.press("Enter");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/valid e-mail address/);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(375);

  // The confirmation names both counts; its button wraps rather than widening the page.
  await email.fill(seeded.email);
  await email.press("Enter");
  await expect(
    page.getByRole("button", { name: "Erase data from 2 gift cards and 0 members" }),
  ).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);

  // The history is a list at 375 px: each request a card with every column in view, nothing scrolls sideways.
  await page.getByRole("button", { name: "Change the request" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as JSON" }).click();
  await downloading;
  await expect(page.getByText("Exported 2 gift cards and 0 members")).toBeVisible();
  const history = page.getByRole("list", { name: "Past requests" });
  const newest = history.getByRole("listitem").first();
  await expect(newest).toContainText("Export");
  await expect(newest).toContainText("Customer e-mail");
  await expect(page.getByRole("table", { name: "Past requests" })).toBeHidden();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
});

test.describe("in German", () => {
  test.use({ signedInAs: "merchant" });

  test("gift cards and GDPR word errors, money, dates, statuses and the history in German", async ({
    page,
    request,
    context,
    baseURL,
    merchant,
  }) => {
    const seeded = await seedCards(request, merchant);
    await context.addCookies([{ name: "lp_lang", value: "de", url: baseURL ?? "" }]);

    await page.goto(`/giftcards?program=${seeded.programId}`);
    const cards = page.getByRole("table", { name: `Karten von ${seeded.programName}` });
    await expect(cards.getByRole("row").nth(1)).toContainText("25,00 €");
    await expect(cards.getByRole("row").nth(1)).toContainText("Aktiv");
    await expect(cards.getByRole("row").nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(cards).not.toContainText(/\bactive\b|\d{4}-\d{2}-\d{2}/);

    const amount = page.getByLabel("Startguthaben");
    // Three decimal places, typed the German way ("12.345" would be twelve thousand three hundred and forty-five).
    await amount.fill("12,345");
    await page.getByRole("button", { name: "Karte ausstellen" }).click();
    await expect(amount).toHaveAccessibleDescription(/Verwenden Sie höchstens 2 Nachkommastellen/);
    await expect(page.getByText(/Decimal input/)).toHaveCount(0);

    await page.goto("/gdpr");
    // A malformed member id is checked by the API (a query parameter) and worded in German at its field.
    const memberId = page.getByLabel("Mitglieds-Id");
    await memberId.fill("abc");
    await page.getByRole("button", { name: "Betroffene Daten prüfen" }).click();
    await expect(memberId).toHaveAccessibleDescription(/Muss aus 24 Zeichen 0–9 und a–f bestehen/);
    await expect(page.getByText(/String should match/)).toHaveCount(0);
    await memberId.fill("");
    await page.getByLabel("Kunden-E-Mail").fill(seeded.email);
    await page.getByRole("button", { name: "Betroffene Daten prüfen" }).click();
    await expect(page.getByText("2 Geschenkkarten und 0 Mitglieder werden gelöscht.")).toBeVisible();
    await page.getByRole("button", { name: "Daten von 2 Geschenkkarten und 0 Mitgliedern löschen" }).click();
    await expect(page.getByText("Löschung abgeschlossen")).toBeVisible();
    await expect(page.getByText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC/).first()).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
    const history = page.getByRole("table", { name: "Bisherige Anfragen" });
    await expect(history.getByRole("row").nth(1)).toContainText("Kunden-E-Mail");
    await expect(history.getByRole("row").nth(1)).toContainText("Inhaber");
    await expect(history).not.toContainText(/customerEmail|\bowner\b/);
  });
});
