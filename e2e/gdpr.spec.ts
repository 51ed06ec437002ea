import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

const DEMO_OWNER = { email: "demo@example.com", password: "demo-password-123" };
const STAFF = { email: "support@example.com", password: "support-password-123" };
const AFTER_SIGN_IN = { timeout: 30_000 };

type Seeded = {
  merchantId: string;
  programId: string;
  programName: string;
  email: string;
  otherEmail: string;
};

/** A gift-card program of the demo merchant with two cards of one customer and one of another, via the API. */
async function seedCards(request: APIRequestContext): Promise<Seeded> {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const login = await request.post("/v2/token", {
    form: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
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
  return { merchantId, programId, programName, email, otherEmail };
}

async function signInAsStaff(page: Page) {
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/signin/, AFTER_SIGN_IN);
}

async function pickDemoMerchant(page: Page) {
  await page.getByLabel("Search merchants").fill("demo coffee");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: "Act for Demo Coffee Roasters" }).click();
  await expect(page.getByText("Acting for Demo Coffee Roasters")).toBeVisible();
}

test("support staff erase a customer through the form after seeing how many cards it affects", async ({
  page,
  request,
}) => {
  const seeded = await seedCards(request);
  await signInAsStaff(page);
  await page.goto("/gdpr");
  await pickDemoMerchant(page);

  await page.getByLabel("Program").selectOption({ label: seeded.programName });
  await page.getByLabel("Customer e-mail").fill(`  ${seeded.email.toUpperCase()} `);
  await page.getByLabel("Reason").fill("Art. 17 request, ticket E2E");

  // An access request first: the same identification, answered as a file.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as JSON" }).click();
  const download = await downloading;
  const exported = JSON.parse(await readFile(String(await download.path()), "utf8")) as {
    cards: { customerEmail: string }[];
  };
  expect(exported.cards.map((card) => card.customerEmail)).toEqual([seeded.email, seeded.email]);
  await expect(page.getByText("Exported 2 gift cards")).toBeVisible();

  await page.getByRole("button", { name: "Check affected cards" }).click();

  await expect(page.getByText("2 gift cards will be erased.")).toBeVisible();
  // Focus moved to the confirmation, so the keyboard reaches the confirm button next.
  await page.keyboard.press("Tab");
  const confirm = page.getByRole("button", { name: "Erase data from 2 gift cards" });
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Erasure completed")).toBeVisible();
  await expect(page.getByText("The customer's data was erased from 2 gift cards.")).toBeVisible();
  await expect(page.getByText("Request id")).toBeVisible();
  const history = page.getByRole("table", { name: "Past requests" });
  await expect(history.getByRole("row").nth(1)).toContainText("Erasure");
  await expect(history.getByRole("row").nth(1)).toContainText("Completed");
  await expect(history.getByRole("row").nth(2)).toContainText("Export");
  await expect(history).not.toContainText(seeded.email);

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
}) => {
  const seeded = await seedCards(request);
  await signInAsStaff(page);
  // An old-style link names the merchant; staff confirm before it becomes whom they act for.
  await page.goto(`/gdpr?merchant=${seeded.merchantId}`);
  await page.getByRole("button", { name: "Act for Demo Coffee Roasters" }).click();
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

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test.describe("in German", () => {
  test("gift cards and GDPR word errors, money, dates, statuses and the history in German", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const seeded = await seedCards(request);
    await page.goto("/signin");
    await page.getByLabel("E-mail").fill(DEMO_OWNER.email);
    await page.getByLabel("Password").fill(DEMO_OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).not.toHaveURL(/\/signin/, AFTER_SIGN_IN);
    await context.addCookies([{ name: "lp_lang", value: "de", url: baseURL ?? "" }]);

    await page.goto(`/giftcards?program=${seeded.programId}`);
    const cards = page.getByRole("table", { name: `Karten von ${seeded.programName}` });
    await expect(cards.getByRole("row").nth(1)).toContainText("25,00 €");
    await expect(cards.getByRole("row").nth(1)).toContainText("Aktiv");
    await expect(cards.getByRole("row").nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(cards).not.toContainText(/\bactive\b|\d{4}-\d{2}-\d{2}/);

    const amount = page.getByLabel("Startguthaben");
    await amount.fill("12.345");
    await page.getByRole("button", { name: "Karte ausstellen" }).click();
    await expect(amount).toHaveAccessibleDescription(/Verwenden Sie höchstens 2 Nachkommastellen/);
    await expect(page.getByText(/Decimal input/)).toHaveCount(0);

    await page.goto("/gdpr");
    await page.getByLabel("Kunden-E-Mail").fill(seeded.email);
    await page.getByRole("button", { name: "Betroffene Karten prüfen" }).click();
    await page.getByRole("button", { name: "Daten von 2 Geschenkkarten löschen" }).click();
    await expect(page.getByText("Löschung abgeschlossen")).toBeVisible();
    await expect(page.getByText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC/).first()).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
    const history = page.getByRole("table", { name: "Bisherige Anfragen" });
    await expect(history.getByRole("row").nth(1)).toContainText("Kunden-E-Mail");
    await expect(history.getByRole("row").nth(1)).toContainText("Inhaber");
    await expect(history).not.toContainText(/customerEmail|\bowner\b/);
  });
});
