import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// Issue 28 item 9: the members list finds by a prefix, sorts, counts; the member page edits the profile and the
// change appears in the member's history. 1280 px in English, 375 px in German.

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function post(page: Page, origin: string, path: string, data: unknown = {}) {
  const response = await page.request.post(path, { headers: { Origin: origin }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

type Setup = { programId: string; anna: { id: string; memberNumber: string }; stamp: string };

/** Anna Zimmer (30 points), Anton Berg (5), Bernd Albers (12), joined in that order; a custom field "drink". */
async function setUp(page: Page, origin: string): Promise<Setup> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const program = await post(page, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.members",
    name: `Search ${stamp}`,
    country: "DE",
    customFields: [{ name: "drink", displayName: "Favourite drink", type: "text" }],
  });
  const people = [
    { firstName: "Anna", lastName: "Zimmer", email: `anna-${stamp}@example.com`, points: 30 },
    { firstName: "Anton", lastName: "Berg", email: `anton-${stamp}@example.com`, points: 5 },
    { firstName: "Bernd", lastName: "Albers", email: `bernd-${stamp}@example.com`, points: 12 },
  ];
  const members = [];
  for (const { points, ...person } of people) {
    const member = await post(page, origin, `/v2/loyalty/programs/${program.id}/members`, person);
    await post(page, origin, `/v2/loyalty/programs/${program.id}/members/${member.id}/points`, {
      points,
      reason: "Opening",
    });
    members.push(member);
  }
  return { programId: program.id, anna: members[0], stamp };
}

async function expectNoAxeViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const names = (page: Page, rows: string) => page.locator(rows).getByRole("link").allTextContents();

test("typing a prefix finds members, the list sorts and counts, and a profile edit shows in the history", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { programId, anna, stamp } = await setUp(page, origin);
  await page.goto(`/programs/${programId}/members`);
  const total = page.getByTestId("member-total");
  await expect(total).toHaveText("3 members");
  const rows = "table tbody tr";

  const search = page.getByRole("searchbox", { name: "Search members" });
  await search.fill("an");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=an/);
  await expect(total).toHaveText("2 members");
  expect(await names(page, rows)).toEqual(["Anton Berg", "Anna Zimmer"]);

  await page.getByLabel("Sort by").selectOption({ label: "Most points first" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]sort=-points/);
  await expect(page.locator(rows).first()).toContainText("Anna Zimmer");
  expect(await names(page, rows)).toEqual(["Anna Zimmer", "Anton Berg"]);

  await page.getByRole("link", { name: "Show all" }).first().click();
  await expect(total).toHaveText("3 members");
  await page.getByLabel("Sort by").selectOption({ label: "Name, A to Z" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expect(page.locator(rows).first()).toContainText("Anna Zimmer");
  expect(await names(page, rows)).toEqual(["Anna Zimmer", "Anton Berg", "Bernd Albers"]);
  // The caption says the order, for a screen reader.
  await expect(
    page.getByRole("table", { name: "Members of this program, sorted: Name, A to Z" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-search-desktop.png", fullPage: true });

  await page.locator(`tr[data-member="${anna.memberNumber}"]`).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Anna Zimmer" })).toBeVisible();
  const history = page.getByRole("region", { name: "Change history" });
  await expect(history).toContainText("The profile has not been changed since the member joined.");

  // Another member's e-mail: refused, nothing changed.
  const form = page.getByRole("form", { name: "Edit profile" });
  await form.getByLabel("E-mail").fill(`ANTON-${stamp}@example.com`);
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(noticeWith(page, "Another member of this program already has this e-mail")).toBeVisible();
  await expect(history).toContainText("has not been changed");

  await form.getByLabel("E-mail").fill(`anna.z-${stamp}@example.com`);
  await form.getByLabel("Phone").fill("0151 70717355");
  await form.getByLabel("Favourite drink").fill("Flat white");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(noticeWith(page, "Profile saved.")).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText(
    "Profile changed: E-mail, Phone, Favourite drink",
  );
  const profile = page.getByRole("region", { name: "Profile", exact: true });
  await expect(profile).toContainText("+4915170717355");
  await expect(profile).toContainText(`anna.z-${stamp}@example.com`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-edit-desktop.png", fullPage: true });
});

test("@phone at 375 px in German: prefix search, sort and a profile edit with its history line", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { programId } = await setUp(page, origin);
  await context.addCookies([{ name: "lp_lang", value: "de", url: origin }]);
  await page.goto(`/programs/${programId}/members`);
  const total = page.getByTestId("member-total");
  await expect(total).toHaveText("3 Mitglieder");
  const cards = "ul.program-cards > li";

  await page.getByRole("searchbox", { name: "Mitglieder suchen" }).fill("BER");
  await page.getByLabel("Sortieren nach").selectOption({ label: "Wenigste Punkte zuerst" });
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/[?&]q=BER/);
  await expect(total).toHaveText("2 Mitglieder");
  // Bernd (first name) and Anton Berg (last name), fewest points first.
  await expect(page.locator(cards).first()).toContainText("Anton Berg");
  expect(await names(page, cards)).toEqual(["Anton Berg", "Bernd Albers"]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-search-phone-de.png", fullPage: true });

  await page.locator(cards).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Anton Berg" })).toBeVisible();
  const form = page.getByRole("form", { name: "Profil bearbeiten" });
  await form.getByLabel("Nachname").fill("Bergmann");
  await form.getByLabel("Geburtstag").fill("1990-04-01");
  await form.getByRole("button", { name: "Profil speichern" }).click();
  await expect(noticeWith(page, "Profil gespeichert.")).toBeVisible();
  const history = page.getByRole("region", { name: "Änderungsverlauf" });
  await expect(history.getByRole("listitem")).toContainText("Profil geändert: Nachname, Geburtstag");
  await expect(page.getByRole("heading", { level: 1, name: "Anton Bergmann" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-edit-phone-de.png", fullPage: true });
});
