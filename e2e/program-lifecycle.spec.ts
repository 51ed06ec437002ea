import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoNoticeAfterReload, noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import type { Merchant } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";

type Seeded = { tag: string; ids: Record<string, string>; headers: Record<string, string> };

/**
 * Programs of the merchant, created through the API one after another (so their created order is known),
 * all named with a fresh tag: searching for it gives each test its own list beside the other tests' programs.
 */
async function seedPrograms(
  request: APIRequestContext,
  merchant: Merchant,
  names: string[],
): Promise<Seeded> {
  const tag = `Life${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const headers = { Authorization: `Bearer ${merchant.accessToken}` };
  const ids: Record<string, string> = {};
  for (const name of names) {
    const response = await request.post("/v2/programs", {
      headers,
      data: { passTypeIdentifier: "pass.com.example.life", name: `${tag} ${name}`, retention_period_days: 7 },
    });
    expect(response.status()).toBe(201);
    ids[name] = ((await response.json()) as { id: string }).id;
  }
  return { tag, ids, headers };
}

/** The program names in the visible list (table rows at 1280 px, cards at 375 px), in order. */
async function listedNames(page: Page, tag: string): Promise<string[]> {
  const links = page.locator("[data-program-id]:visible").getByRole("link", { name: new RegExp(tag) });
  return (await links.allTextContents()).map((text) => text.replace(`${tag} `, ""));
}

async function expectAxeClean(page: Page) {
  // After a router refresh Next streams the metadata again: let the title arrive before judging the page.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const rowOf = (page: Page, programId: string): Locator =>
  page.locator(`[data-program-id="${programId}"]:visible`);

/** The row's one action menu (its button is named after the program), then one of its items. */
async function chooseAction(page: Page, programName: string, item: string, menu = "Actions for") {
  await page
    .getByRole("button", { name: `${menu} ${programName}`, exact: true })
    .locator("visible=true")
    .click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

test("sorting by name and date, and the status filter, live in the URL", async ({
  page,
  request,
  merchant,
}) => {
  const { tag, headers, ids } = await seedPrograms(request, merchant, ["Bravo", "alpha", "Charlie"]);
  const archived = await request.post(`/v2/loyalty/programs/${ids.alpha}/archive`, { headers });
  expect(archived.status()).toBe(200);
  await page.goto(`/programs?q=${tag}`);
  await expect(page.getByRole("heading", { name: "Programs", level: 1 })).toBeVisible();
  expect(await listedNames(page, tag)).toEqual(["Charlie", "alpha", "Bravo"]);
  const table = page.getByRole("table", { name: "Your programs" });
  const nameHeader = table.getByRole("columnheader", { name: /Name/ });
  const createdHeader = table.getByRole("columnheader", { name: /Created/ });
  await expect(createdHeader).toHaveAttribute("aria-sort", "descending");
  await expect(nameHeader).not.toHaveAttribute("aria-sort", /./);
  await expect(rowOf(page, ids.alpha as string).getByText("Archived", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Name, sort ascending" }).click();
  await expect(page).toHaveURL(/sort=name(&|$)/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  expect(await listedNames(page, tag)).toEqual(["alpha", "Bravo", "Charlie"]);

  await page.getByRole("link", { name: "Name, sort descending" }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  expect(await listedNames(page, tag)).toEqual(["Charlie", "Bravo", "alpha"]);

  await page.getByRole("link", { name: "Created, sort ascending" }).click();
  await expect(createdHeader).toHaveAttribute("aria-sort", "ascending");
  expect(await listedNames(page, tag)).toEqual(["Bravo", "alpha", "Charlie"]);

  await page.goBack();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  expect(await listedNames(page, tag)).toEqual(["Charlie", "Bravo", "alpha"]);

  await page.getByLabel("Status").selectOption({ label: "Archived" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/status=archived/);
  await expect.poll(() => listedNames(page, tag)).toEqual(["alpha"]);
  await page.getByLabel("Status").selectOption({ label: "Active" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect.poll(() => listedNames(page, tag)).toEqual(["Charlie", "Bravo"]);
  await expect(page.getByLabel("Sort by")).toHaveValue("-name");
});

test("archive, unarchive, duplicate and delete (with the dialog, by keyboard) at 1280 px, axe clean", async ({
  page,
  request,
  context,
  baseURL,
  merchant,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const { tag, headers, ids } = await seedPrograms(request, merchant, ["Espresso"]);
  const programId = ids.Espresso as string;
  const name = `${tag} Espresso`;
  await page.goto(`/programs?q=${tag}`);
  await expect(rowOf(page, programId)).toBeVisible();
  await expectAxeClean(page);
  // The list shows names, not ids; the menu copies the id a partner's code needs.
  await expect(rowOf(page, programId)).not.toContainText(programId);
  await chooseAction(page, name, "Copy program id");
  await expect(noticeWith(page, `The id of “${name}” is on your clipboard.`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(programId);

  await chooseAction(page, name, "Archive");
  const archived = noticeWith(page, `Program “${name}” archived.`);
  await expect(archived).toBeVisible();
  await expect(archived).toBeFocused();
  await expect(rowOf(page, programId).getByText("Archived", { exact: true })).toBeVisible();

  await chooseAction(page, name, "Unarchive");
  await expect(noticeWith(page, `Program “${name}” is active again.`)).toBeFocused();
  await expect(rowOf(page, programId).getByText("Active", { exact: true })).toBeVisible();

  const duplicating = page.waitForResponse((response) => response.url().endsWith("/duplicate"));
  await chooseAction(page, name, "Duplicate");
  const copyId = ((await (await duplicating).json()) as { id: string }).id;
  const copied = noticeWith(page, `Program “${name} (copy)” created as a copy.`);
  await expect(copied).toBeFocused();
  await expect(rowOf(page, copyId)).toHaveAttribute("data-new", "true");
  await expect(rowOf(page, copyId)).toBeInViewport();
  await expectAxeClean(page);

  // Delete the copy by keyboard: the menu opens on its first item, End reaches Delete; Escape in the dialog
  // cancels and gives focus back to the menu's button, Enter on the dialog's button deletes.
  const menuButton = page.getByRole("button", { name: `Actions for ${name} (copy)`, exact: true });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Delete “${name} (copy)”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Deleted data is purged after 7 days.");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(rowOf(page, copyId)).toBeVisible();

  await page.keyboard.press("Enter");
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete program" })).toBeFocused();
  await page.keyboard.press("Enter");
  const deleted = noticeWith(page, `Program “${name} (copy)” deleted.`);
  await expect(deleted).toBeFocused();
  await expect(rowOf(page, copyId)).toHaveCount(0);
  expect((await request.get(`/v2/loyalty/programs/${copyId}`, { headers })).status()).toBe(404);
  expect((await request.get(`/v2/loyalty/programs/${programId}`, { headers })).status()).toBe(200);
});

test("the same actions on a program's own page", async ({ page, request, merchant }) => {
  const { tag, headers, ids } = await seedPrograms(request, merchant, ["Filter"]);
  const programId = ids.Filter as string;
  const name = `${tag} Filter`;
  await page.goto(`/programs/${programId}`);
  const section = page.getByRole("region", { name: "Program status" });
  await expect(section).toContainText("This program is active.");
  await section.getByRole("button", { name: "Archive" }).click();
  await expect(noticeWith(page, `Program “${name}” archived.`)).toBeFocused();
  await expect(section).toContainText("This program is archived.");
  await expectAxeClean(page);

  await section.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${name}”?` });
  await dialog.getByRole("button", { name: "Delete program" }).click();
  await expect(noticeWith(page, `Program “${name}” deleted.`)).toBeFocused();
  // Said once: `?deleted=` has left the address, and a reload says nothing.
  await expectNoNoticeAfterReload(page, "deleted.", /\/programs$/);
  expect((await request.get(`/v2/loyalty/programs/${programId}`, { headers })).status()).toBe(404);
});

test("on a phone: cards with the sort select, status filter and every action @phone", async ({
  page,
  request,
  merchant,
}) => {
  const { tag, ids } = await seedPrograms(request, merchant, ["Mocha", "latte"]);
  const name = `${tag} Mocha`;
  await page.goto(`/programs?q=${tag}`);
  await expect(page.getByRole("list", { name: "Your programs" })).toBeVisible();
  expect(await listedNames(page, tag)).toEqual(["latte", "Mocha"]);
  await expectAxeClean(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByLabel("Sort by").selectOption({ label: "Name Z–A" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect.poll(() => listedNames(page, tag)).toEqual(["Mocha", "latte"]);

  await chooseAction(page, name, "Archive");
  await expect(noticeWith(page, `Program “${name}” archived.`)).toBeFocused();
  await page.getByLabel("Status").selectOption({ label: "Archived" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect.poll(() => listedNames(page, tag)).toEqual(["Mocha"]);
  await chooseAction(page, name, "Unarchive");
  await expect(noticeWith(page, `Program “${name}” is active again.`)).toBeFocused();
  await expect(rowOf(page, ids.Mocha as string)).toHaveCount(0);

  await page.goto(`/programs?q=${tag}`);
  const duplicating = page.waitForResponse((response) => response.url().endsWith("/duplicate"));
  await chooseAction(page, name, "Duplicate");
  const copyId = ((await (await duplicating).json()) as { id: string }).id;
  await expect(noticeWith(page, `Program “${name} (copy)” created as a copy.`)).toBeFocused();
  await expect(rowOf(page, copyId)).toBeInViewport();
  await expectAxeClean(page);

  // The menu opens inside the window, even from a card low on the screen.
  await page
    .getByRole("button", { name: `Actions for ${name} (copy)`, exact: true })
    .locator("visible=true")
    .click();
  await expect(page.getByRole("menu")).toBeInViewport({ ratio: 1 });
  await expectAxeClean(page);
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${name} (copy)”?` });
  await expect(dialog).toBeInViewport();
  await expectAxeClean(page);
  await dialog.getByRole("button", { name: "Delete program" }).click();
  await expect(noticeWith(page, `Program “${name} (copy)” deleted.`)).toBeFocused();
  await expect(rowOf(page, copyId)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the list, its actions and the dialog speak German, axe clean", async ({
    page,
    request,
    merchant,
  }) => {
    const { tag, ids } = await seedPrograms(request, merchant, ["Kaffee"]);
    const name = `${tag} Kaffee`;
    await page.goto(`/programs?q=${tag}`);
    await expect(page.getByRole("heading", { name: "Programme", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Programme/);
    const table = page.getByRole("table", { name: "Ihre Programme" });
    await expect(table.getByRole("columnheader", { name: /Angelegt/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(rowOf(page, ids.Kaffee as string).getByText("Aktiv", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Sortieren nach")).toBeVisible();
    await expectAxeClean(page);

    await chooseAction(page, name, "Archivieren", "Aktionen für");
    await expect(noticeWith(page, `Programm „${name}“ archiviert.`)).toBeFocused();
    await chooseAction(page, name, "Löschen", "Aktionen für");
    const dialog = page.getByRole("dialog", { name: `„${name}“ löschen?` });
    await expect(dialog).toContainText("Gelöschte Daten werden nach 7 Tagen endgültig entfernt.");
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(dialog).toBeHidden();
  });
});
