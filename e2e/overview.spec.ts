import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { createMerchant } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";
import { AFTER_SIGN_IN, signIn } from "./support/sign-in";

// Issue 21: the overview is the dashboard's home, and its numbers follow what happens at the counter.
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// Each test signs up a merchant of its own (its overview starts empty) and lands on the overview by signing in.
test.use({ signedInAs: "nobody" });

/** POST with the page's session (same origin, as the dashboard sends it); answers the created body. */
async function post(page: Page, origin: string, path: string, data: unknown = {}) {
  const response = await page.request.post(path, { headers: { Origin: origin }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, string>;
}

/** A tile's big number, found by the tile's name. */
const tileValue = (page: Page, name: string) =>
  page.getByRole("article", { name, exact: true }).locator("p").first();

async function expectNoAxeViolations(page: Page) {
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`)).toEqual(
    [],
  );
}

async function expectOneColumnWithoutSideScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const lefts = await page
    .getByRole("article")
    .evaluateAll((tiles) => tiles.map((tile) => Math.round(tile.getBoundingClientRect().left)));
  expect(lefts.length).toBeGreaterThan(3);
  expect(new Set(lefts).size).toBe(1);
}

test("a new merchant lands on the overview, and its numbers follow a card issued and redeemed and a member scanned", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  await signIn(page, await createMerchant({ label: "E2E Overview", language: "en" }));
  await expect(page).toHaveURL(/\/overview$/, AFTER_SIGN_IN);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link").first()).toHaveText("Overview");
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Create your first program" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a gift-card program" })).toHaveAttribute(
    "href",
    "/programs/new?type=giftcard",
  );
  await expectNoAxeViolations(page);

  const loyalty = await post(page, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.overview",
    name: `Overview beans ${Date.now()}`,
    scannerType: "Browser",
    pointsScanPass: 5,
  });
  await post(page, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.overview.gift",
    name: "Overview gifts",
    programType: "giftcard",
  });
  await page.reload();
  await expect(page.getByText("2 active programs")).toBeVisible();
  await expect(tileValue(page, "Members")).toHaveText("0");
  await expect(page.getByRole("article", { name: "Members" })).toContainText("Share your join link");
  await expect(tileValue(page, "Gift cards sold")).toHaveText("0");
  await expect(tileValue(page, "Passes installed")).toHaveText("0");

  // Issue a card and redeem part of it in the gift-card pages.
  await page.getByRole("link", { name: "Issue a card" }).click();
  await expect(page).toHaveURL(/\/giftcards\?program=/);
  await page.getByLabel("Initial value").fill("40.00");
  await page.getByRole("button", { name: "Issue card" }).click();
  const issued = noticeWith(page, /Card ending \d{4} issued with a balance of €40\.00\./);
  await expect(issued).toBeVisible();
  const lastFour = /ending (\d{4})/.exec((await issued.textContent()) ?? "")?.[1] ?? "";
  await page
    .locator("main")
    .getByRole("link", { name: new RegExp(lastFour) })
    .first()
    .click();
  await page.getByLabel("Amount to redeem").fill("15.25");
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(noticeWith(page, "Redeemed €15.25. New balance: €24.75.")).toBeVisible();

  // A member joins and is scanned at the counter.
  const member = await post(page, origin, `/v2/loyalty/programs/${loyalty.id}/members`, {
    email: `ada-${Date.now()}@example.com`,
    firstName: "Ada",
    lastName: "Lovelace",
  });
  await page.goto("/scan");
  await page.getByLabel("Program", { exact: true }).selectOption({ label: loyalty.name });
  await page.getByRole("textbox", { name: "Member number" }).fill(member.memberNumber ?? "");
  await page.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(page, "Ada Lovelace: 5 points credited. New balance: 5 points.")).toBeVisible();

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(tileValue(page, "Gift cards sold")).toHaveText("1");
  await expect(tileValue(page, "Value sold")).toHaveText("€40.00");
  await expect(tileValue(page, "Value redeemed")).toHaveText("€15.25");
  await expect(tileValue(page, "Outstanding balance")).toHaveText("€24.75");
  await expect(tileValue(page, "Members")).toHaveText("1");
  await expect(page.getByRole("article", { name: "Members" })).toContainText("1 new in 7 days");
  await expect(tileValue(page, "Scans")).toHaveText("1");
  await expect(tileValue(page, "Points given")).toHaveText("5");
  const scans = page.getByRole("article", { name: "Scans" });
  await expect(scans).toContainText("Up 1 from the previous 30 days");
  await expect(
    scans.getByRole("img", { name: /^Scans per day over the last 30 days; highest: 1 on / }),
  ).toBeVisible();

  // The chart's numbers, day by day, behind a disclosure.
  await scans.getByText("Show the numbers").click();
  const table = scans.getByRole("table", { name: "Scans per day" });
  await expect(table.getByRole("row")).toHaveCount(31);
  await expect(table.getByRole("row").nth(1)).toContainText("(today)");
  await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText("1");
  await expect(table.getByRole("row").nth(2).getByRole("cell")).toHaveText("0");

  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/overview-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expectOneColumnWithoutSideScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/overview-375.png", fullPage: true });
});

test.describe("in German on a phone", () => {
  test("the numbers change after a card is issued and redeemed and a member scanned @phone", async ({
    page,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    await signIn(page, await createMerchant({ label: "E2E Übersicht", language: "de" }));
    await expect(page).toHaveURL(/\/overview$/, AFTER_SIGN_IN);
    await expect(page.getByRole("heading", { name: "Übersicht", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Legen Sie Ihr erstes Programm an" })).toBeVisible();
    await expectNoAxeViolations(page);

    const gift = await post(page, origin, "/v2/programs", {
      passTypeIdentifier: "pass.com.example.overview.de",
      name: "Gutscheine",
      programType: "giftcard",
    });
    const loyalty = await post(page, origin, "/v2/programs", {
      passTypeIdentifier: "pass.com.example.overview.de.loyalty",
      name: "Bohnen",
      pointsScanPass: 3,
    });
    const member = await post(page, origin, `/v2/loyalty/programs/${loyalty.id}/members`, {
      email: `grete-${Date.now()}@example.com`,
    });
    const card = await post(page, origin, `/v2/giftcards/programs/${gift.id}/cards`, {
      initialValue: "30.00",
    });
    await page.reload();
    await expect(tileValue(page, "Verkaufte Geschenkkarten")).toHaveText("1");
    await expect(tileValue(page, "Offenes Guthaben")).toHaveText("30,00 €");
    await expect(tileValue(page, "Eingelöster Wert")).toHaveText("0,00 €");
    await expect(tileValue(page, "Scans")).toHaveText("0");
    await expect(page.getByRole("article", { name: "Scans" })).toContainText(
      "Unverändert gegenüber den 30 Tagen davor",
    );

    await post(page, origin, `/v2/giftcards/programs/${gift.id}/cards/${card.id}/redeem`, {
      amount: "10.00",
    });
    await post(page, origin, `/v2/loyalty/programs/${loyalty.id}/scans`, {
      memberNumber: member.memberNumber,
    });
    await page.reload();
    await expect(tileValue(page, "Offenes Guthaben")).toHaveText("20,00 €");
    await expect(tileValue(page, "Eingelöster Wert")).toHaveText("10,00 €");
    await expect(tileValue(page, "Scans")).toHaveText("1");
    await expect(tileValue(page, "Vergebene Punkte")).toHaveText("3");
    await expect(page.getByRole("article", { name: "Scans" })).toContainText(
      "1 mehr als in den 30 Tagen davor",
    );
    await page.getByRole("article", { name: "Scans" }).getByText("Zahlen anzeigen").click();
    await expect(page.getByRole("table", { name: "Scans pro Tag" }).getByRole("row").nth(1)).toContainText(
      "(heute)",
    );

    await expectOneColumnWithoutSideScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "test-results/overview-de-375.png", fullPage: true });
  });
});
