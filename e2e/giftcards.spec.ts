import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

type Card = { id: string; lastFourDigits: string };

/** A gift-card program with a retention period and one €30 card, through the API with the page's session. */
async function seedCard(page: Page, origin: string) {
  const headers = { Origin: origin };
  const stamp = Date.now();
  const program = await page.request.post("/v2/programs", {
    headers,
    data: {
      passTypeIdentifier: "pass.com.example.giftpage",
      name: `Gift page ${stamp}`,
      programType: "giftcard",
      retention_period_days: 30,
    },
  });
  expect(program.status()).toBe(201);
  const programId = ((await program.json()) as { id: string }).id;
  const issued = await page.request.post(`/v2/giftcards/programs/${programId}/cards`, {
    headers,
    data: { initialValue: "30.00", customerEmail: `holder-${stamp}@example.com` },
  });
  expect(issued.status()).toBe(201);
  return { programId, card: (await issued.json()) as Card };
}

async function findAndOpen(
  page: Page,
  programId: string,
  card: Card,
  labels: { find: string; search: string },
) {
  await page.goto(`/giftcards?program=${programId}`);
  await page.getByLabel(labels.find).fill(card.lastFourDigits);
  await page.getByRole("button", { name: labels.search }).click();
  await page
    .locator("main")
    .getByRole("link", { name: new RegExp(card.lastFourDigits) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/giftcards/${programId}/cards/${card.id}$`));
}

test("a shop runs a card from the browser: finds it, redeems, reloads, refuses too much, deletes", async ({
  page,
  baseURL,
}) => {
  const { programId, card } = await seedCard(page, baseURL ?? "");
  await findAndOpen(page, programId, card, { find: "Find a card", search: "Search" });
  await expect(page.getByRole("heading", { name: `Card ending ${card.lastFourDigits}` })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(card.id);

  await page.getByLabel("Amount to redeem").fill("12.50");
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(noticeWith(page, "Redeemed €12.50. New balance: €17.50.")).toBeFocused();
  await expect(page.getByRole("table", { name: "Transactions" }).getByRole("row")).toHaveCount(3);
  // Who did it (decision 053): the signed-in person issued and redeemed it.
  const { name: me } = await (await page.request.get("/v2/account")).json();
  const ledger = page.getByRole("table", { name: "Transactions" });
  await expect(ledger.locator('tr[data-entry="2"] [data-actor]')).toHaveText(me);
  await expect(ledger.locator('tr[data-entry="1"] [data-actor]')).toHaveText(me);

  await page.getByLabel("Amount to add").fill("2.5");
  await page.getByRole("button", { name: "Reload", exact: true }).click();
  await expect(noticeWith(page, "Added €2.50. New balance: €20.00.")).toBeVisible();

  const redeem = page.getByLabel("Amount to redeem");
  await redeem.fill("500");
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(redeem).toHaveAccessibleDescription(/larger than the card’s balance/);
  await redeem.fill("twelve");
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(redeem).toHaveAccessibleDescription(/Enter an amount like 12.50/);

  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "best-practice"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole("button", { name: "Delete card" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete the card ending ${card.lastFourDigits}?` });
  await expect(dialog).toContainText("kept for 30 days");
  await dialog.getByRole("button", { name: "Keep card" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Delete card" }).click();
  await dialog.getByRole("button", { name: "Delete card" }).click();
  await expect(page).toHaveURL(new RegExp(`/giftcards\\?program=${programId}$`));
  await expect(noticeWith(page, `The card ending ${card.lastFourDigits} was deleted.`)).toBeVisible();
  const gone = await page.request.get(`/v2/giftcards/programs/${programId}/cards/${card.id}`);
  expect(gone.status()).toBe(404);
});

test.describe("in German on a phone", () => {
  test("amounts are typed the German way and the balance stays in view @phone", async ({
    page,
    baseURL,
    context,
  }) => {
    await context.addCookies([{ name: "lp_lang", value: "de", url: baseURL ?? "" }]);
    const { programId, card } = await seedCard(page, baseURL ?? "");

    await page.goto(`/giftcards?program=${programId}`);
    const row = page.getByRole("row").filter({ hasText: card.lastFourDigits });
    const balance = row.getByRole("cell", { name: "30,00 €" });
    // Bring the row's start into view (other tests' programs may push it below the fold); the balance must then
    // be visible without scrolling sideways.
    await row.evaluate((element) => element.scrollIntoView({ block: "center", inline: "start" }));
    await expect(balance).toBeInViewport();

    await findAndOpen(page, programId, card, { find: "Karte suchen", search: "Suchen" });
    await page.getByLabel("Einzulösender Betrag").fill("1.234,5");
    await page.getByRole("button", { name: "Einlösen", exact: true }).click();
    await expect(page.getByLabel("Einzulösender Betrag")).toHaveAccessibleDescription(
      /höher als das Guthaben der Karte/,
    );
    await page.getByLabel("Einzulösender Betrag").fill("10,5");
    await page.getByRole("button", { name: "Einlösen", exact: true }).click();
    await expect(noticeWith(page, "10,50 € eingelöst. Neues Guthaben: 19,50 €.")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Issuing reads the decimal comma as redeeming does.
    await page.goto(`/giftcards?program=${programId}`);
    await page.getByLabel("Startguthaben").fill("25,50");
    await page.getByRole("button", { name: "Karte ausstellen" }).click();
    await expect(noticeWith(page, "mit 25,50 € Guthaben ausgestellt")).toBeVisible();

    await page.goto(`/giftcards?program=${programId}&q=nobody`);
    await expect(
      page.getByText("Geben Sie die Kartennummer, ihre letzten vier Ziffern oder eine E-Mail-Adresse ein."),
    ).toBeVisible();
  });
});

test("“Create a gift-card program” opens the builder with the type chosen", async ({ page }) => {
  await page.goto("/programs/new?type=giftcard");
  await expect(page.getByLabel(/Program type/)).toHaveValue("giftcard");
  await page.goto("/programs/new");
  await expect(page.getByLabel(/Program type/)).toHaveValue("loyalty");
});
