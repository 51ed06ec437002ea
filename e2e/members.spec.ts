import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Setup = { programId: string; memberId: string; memberNumber: string; email: string };

/** Through the API with the page's session (same-origin, as the dashboard does). */
async function post(page: Page, origin: string, path: string, data: unknown = {}) {
  const response = await page.request.post(path, { headers: { Origin: origin }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** A loyalty program with scan points and a live offer, and one member. */
async function setUp(
  page: Page,
  origin: string,
  name: string,
  program: Record<string, unknown> = {},
): Promise<Setup> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const created = await post(page, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.members",
    name: `${name} ${stamp}`,
    pointsScanPass: 5,
    ...program,
    // The stats test scans one member twice in a row.
    scanMinGapMinutes: 0,
  });
  const offer = await post(page, origin, `/v2/loyalty/programs/${created.id}/offers`, {
    name: "Free espresso",
    pointsCost: 8,
  });
  await post(page, origin, `/v2/loyalty/programs/${created.id}/offers/${offer.id}/publish`);
  const email = `member-${stamp}@example.com`;
  const member = await post(page, origin, `/v2/loyalty/programs/${created.id}/members`, {
    email,
    firstName: "Mia",
    lastName: "Muster",
  });
  return { programId: created.id, memberId: member.id, memberNumber: member.memberNumber, email };
}

async function expectNoAxeViolations(page: Page) {
  // After a navigation inside the app Next streams the page's metadata again: let the title arrive first.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function speakGerman(context: BrowserContext, origin: string) {
  await context.addCookies([{ name: "lp_lang", value: "de", url: origin }]);
}

test("the program page counts members and 30-day scans; search finds a member by e-mail and by number", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { programId, memberNumber, email } = await setUp(page, origin, "Counted");

  await page.goto(`/programs/${programId}`);
  const stats = page.getByRole("region", { name: "Members and scans" });
  await expect(stats.locator('[data-stat="members"] dd')).toHaveText("1");
  await expect(stats.locator('[data-stat="scans"] dd')).toHaveText("0");
  await post(page, origin, `/v2/loyalty/programs/${programId}/scans`, { memberNumber });
  await post(page, origin, `/v2/loyalty/programs/${programId}/scans`, { memberNumber });
  await page.reload();
  await expect(stats.locator('[data-stat="scans"] dd')).toHaveText("2");
  await expect(stats.locator('[data-stat="members"] dd')).toHaveText("1");

  await page.getByRole("link", { name: "Members", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Members:");
  await expect(page.getByRole("link", { name: "Import CSV" })).toHaveAttribute(
    "href",
    `/programs/${programId}/members/import`,
  );
  // The export is fetched through the typed client (with progress) and saved; members-import.spec reads the file.
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled();
  const table = page.getByRole("table", { name: "Members of this program, newest first" });
  const search = page.getByRole("searchbox", { name: "Search members" });

  await search.fill(email.toUpperCase());
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(table.locator(`tr[data-member="${memberNumber}"]`)).toContainText("Mia Muster");
  await expect(table.locator(`tr[data-member="${memberNumber}"]`)).toContainText("10");

  await page.getByRole("searchbox", { name: "Search members" }).fill(memberNumber.toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  // The search form is keyed by the URL: typing before this navigation lands would be reset by it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${memberNumber.toLowerCase()}`));
  await expect(table.locator(`tr[data-member="${memberNumber}"]`)).toBeVisible();
  // No raw database ids on screen: the member is named, with e-mail and number.
  await expect(table).not.toContainText(/\b[0-9a-f]{24}\b/);

  await page.getByRole("searchbox", { name: "Search members" }).fill("nobody@example.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No member matches “nobody@example.com”" })).toBeVisible();

  await page.getByRole("link", { name: "Show all" }).first().click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await page.getByLabel("Status").selectOption("suspended");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No members with this status" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Paging: 20 a page, newest first; the first member moves to page 2 once 20 more have joined (one at a time,
  // as joins at a counter come).
  for (let index = 0; index < 20; index++) {
    await post(page, origin, `/v2/loyalty/programs/${programId}/members`, {
      email: `later-${index}-${email}`,
    });
  }
  await page.goto(`/programs/${programId}/members`);
  const pages = page.getByRole("navigation", { name: "Pages of members" });
  await expect(table.locator("tbody tr")).toHaveCount(20);
  await expect(table.locator(`tr[data-member="${memberNumber}"]`)).toHaveCount(0);
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator(`tr[data-member="${memberNumber}"]`)).toBeVisible();
  await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Previous page" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(20);
  await page.goto(`/programs/${programId}`);
  await expect(stats.locator('[data-stat="members"] dd')).toHaveText("21");
});

test("a merchant adjusts points (a reason is required), redeems an offer, suspends and reactivates a member", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  // A program in Berlin: the history shows Berlin's time, named (issue 28).
  const { programId, memberId, memberNumber } = await setUp(page, origin, "Managed", {
    timeZone: "Europe/Berlin",
  });
  await page.goto(`/programs/${programId}/members`);
  await page.locator(`tr[data-member="${memberNumber}"]`).getByRole("link", { name: "Mia Muster" }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${memberId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Mia Muster" })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile).toContainText(memberNumber);

  // Without a reason: the API's 422 is worded at the field, which takes focus.
  const points = page.getByRole("textbox", { name: /^Points/ });
  const reason = page.getByRole("textbox", { name: /^Reason/ });
  await points.fill("12");
  await page.getByRole("button", { name: "Adjust points" }).click();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".field").filter({ has: reason })).toContainText("Required.");
  await expect(reason).toBeFocused();
  await expect(page.getByRole("region", { name: "Points history" })).toContainText("No points yet.");

  await reason.fill("Welcome gift");
  await page.getByRole("button", { name: "Adjust points" }).click();
  await expect(noticeWith(page, "Added 12 points. New balance: 12.")).toBeFocused();
  const history = page.getByRole("region", { name: "Points history" });
  await expect(history.locator('tr[data-entry="1"]')).toContainText("Adjustment: Welcome gift");
  await expect(history.locator('tr[data-entry="1"] time')).toHaveText(/, \d\d:\d\d CES?T$/);
  await expect(history.locator('tr[data-entry="1"]')).toContainText("+12");

  await page.getByRole("combobox", { name: /^Offer/ }).selectOption({ label: "Free espresso (8 points)" });
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(noticeWith(page, "Redeemed “Free espresso”.")).toBeFocused();
  await expect(history.locator('tr[data-entry="2"]')).toContainText("Redeemed: Free espresso");
  // Who did it (decision 053): the signed-in person's name on both rows.
  const { name: me } = await (await page.request.get("/v2/account")).json();
  await expect(history.locator('tr[data-entry="2"] [data-actor]')).toHaveText(me);
  await expect(history.locator('tr[data-entry="1"] [data-actor]')).toHaveText(me);
  await expect(profile).toContainText("4");
  // A second redemption needs more points than are left: worded from the error's code.
  await page.getByRole("combobox", { name: /^Offer/ }).selectOption({ label: "Free espresso (8 points)" });
  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(noticeWith(page, "The member does not have enough points.")).toBeVisible();

  await page.getByRole("button", { name: "Suspend member" }).click();
  const dialog = page.getByRole("dialog", { name: "Suspend Mia Muster?" });
  await expect(dialog.getByRole("button", { name: "Keep active" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(noticeWith(page, "Mia Muster is suspended.")).toBeFocused();
  await expect(profile).toContainText("Suspended");
  await page.getByRole("button", { name: "Reactivate member" }).click();
  await expect(noticeWith(page, "Mia Muster is active again.")).toBeFocused();
  await expect(profile).toContainText("Active");
  await page.screenshot({ path: "test-results/members-member-desktop.png", fullPage: true });

  // Erasure goes through the GDPR form, filled in with this member.
  await page.getByRole("link", { name: "Erase personal data…" }).click();
  await expect(page.getByLabel("Member id")).toHaveValue(memberId);
  await expect(page.getByLabel("Program")).toHaveValue(programId);
});

test("@phone the members list is a list at 375 px, and the member page works in German", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { programId, memberNumber } = await setUp(page, origin, "Phone");
  await speakGerman(context, origin);
  await page.goto(`/programs/${programId}/members`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mitglieder:");
  await expect(page.getByRole("table")).toBeHidden();
  const card = page
    .getByRole("list", { name: "Mitglieder dieses Programms, neueste zuerst" })
    .getByRole("listitem");
  await expect(card).toContainText(memberNumber);
  await page.getByRole("searchbox", { name: "Mitglieder suchen" }).fill(memberNumber);
  await page.getByRole("button", { name: "Suchen" }).click();
  // The one member was listed before the search too: wait for the search's own page.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(card).toHaveCount(1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-list-phone-de.png", fullPage: true });

  await card.getByRole("link", { name: "Mia Muster" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mia Muster" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Punkte/ }).fill("5");
  await page.getByRole("button", { name: "Punkte korrigieren" }).click();
  const reason = page.getByRole("textbox", { name: /^Grund/ });
  await expect(page.locator(".field").filter({ has: reason })).toContainText("Pflichtfeld.");
  await reason.fill("Kulanz");
  await page.getByRole("button", { name: "Punkte korrigieren" }).click();
  await expect(noticeWith(page, "5 Punkte gutgeschrieben. Neuer Stand: 5.")).toBeFocused();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-phone-de.png", fullPage: true });
});
