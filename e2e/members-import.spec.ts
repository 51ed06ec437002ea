import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectNoAxeViolations(page: Page) {
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function post(page: Page, origin: string, path: string, data: unknown) {
  const response = await page.request.post(path, { headers: { Origin: origin }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** A program with a custom field, and one member who is also in the file (a duplicate). */
async function setUp(page: Page, origin: string, name: string) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const program = await post(page, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.import",
    name: `${name} ${stamp}`,
    country: "DE",
    pointsAddEmail: 5,
    customFields: [
      { name: "drink", displayName: "Lieblingsgetränk", type: "selection", options: ["Kaffee", "Tee"] },
    ],
  });
  const known = `known-${stamp}@example.com`;
  await post(page, origin, `/v2/loyalty/programs/${program.id}/members`, {
    email: known,
    firstName: "Known",
  });
  return { programId: program.id as string, stamp, known };
}

/**
 * A file as a German spreadsheet saves it: semicolons, German headers and dates. Row 3 has a broken e-mail, row 5
 * none of e-mail, phone or external id, row 6 is an existing member; "Treuepunkte" matches no field by name.
 */
function customerFile(stamp: string, known: string) {
  const lines = [
    "E-Mail;Vorname;Nachname;Geburtstag;Lieblingsgetränk;Treuepunkte;Notiz",
    `ada-${stamp}@example.com;Ada;Lovelace;10.12.1815;Tee;120;VIP`,
    "not-an-e-mail;Broken;Row;;;;",
    `bea-${stamp}@example.com;Bea;Berg;;Kaffee;0;`,
    ";Nameless;Nobody;;;;",
    `${known};Known;Again;;;;`,
  ];
  return {
    name: `kunden-${stamp}.csv`,
    mimeType: "text/csv",
    buffer: Buffer.from(`${lines.join("\r\n")}\r\n`),
  };
}

const fileInput = (page: Page) => page.locator('input[type="file"]');
const countOf = (page: Page, status: string) => page.locator(`[data-count="${status}"] dd`);

async function speakGerman(context: BrowserContext, origin: string) {
  await context.addCookies([{ name: "lp_lang", value: "de", url: origin }]);
}

test("CSV import with a bad row: map, preview the errors, import, report, download, re-run, export", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const { programId, stamp, known } = await setUp(page, origin, "Import");
  const file = customerFile(stamp, known);

  await page.goto(`/programs/${programId}/members`);
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Import members:");
  await expectNoAxeViolations(page);

  await fileInput(page).setInputFiles(file);
  await expect(noticeWith(page, `Read ${file.name}: 5 rows.`)).toBeFocused();
  // Matched by the German headers; "Treuepunkte" is matched by hand, "Notiz" stays out.
  await expect(page.getByLabel("Column “E-Mail”")).toHaveValue("email");
  await expect(page.getByLabel("Column “Vorname”")).toHaveValue("firstName");
  await expect(page.getByLabel("Column “Geburtstag”")).toHaveValue("birthday");
  await expect(page.getByLabel("Column “Lieblingsgetränk”")).toHaveValue("custom:drink");
  await expect(page.getByLabel("Column “Notiz”")).toHaveValue("");
  await page.getByLabel("Column “Treuepunkte”").selectOption({ label: "Points (opening balance)" });

  const preview = page.getByRole("table", { name: "The first 5 rows as they will be imported" });
  await expect(preview.locator('[data-row="2"]')).toContainText("Ready");
  await expect(preview.locator('[data-row="2"]')).toContainText("1815-12-10");
  await expect(preview.locator('[data-row="3"]')).toContainText("E-mail:");
  await expect(preview.locator('[data-row="5"]')).toContainText("Needs an e-mail, phone or external id.");
  await expect(page.getByText("2 of the first rows have problems and will be refused.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-import-preview.png", fullPage: true });

  await page.getByRole("button", { name: "Import 5 rows" }).click();
  await expect(noticeWith(page, "Import finished: 2 members created.")).toBeFocused({ timeout: 30_000 });
  await expect(countOf(page, "created")).toHaveText("2");
  await expect(countOf(page, "duplicate")).toHaveText("1");
  await expect(countOf(page, "refused")).toHaveText("2");
  const report = page.getByRole("table", { name: "Rows not created" });
  await expect(report.locator('[data-row="3"]')).toContainText("Refused");
  await expect(report.locator('[data-row="6"]')).toContainText("Same e-mail as member");
  await expect(report.locator('[data-row="2"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-import-report.png", fullPage: true });

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download report (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`import-report-kunden-${stamp}.csv`);
  const reportText = await readFile(String(await download.path()), "utf8");
  const reportLines = reportText
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(reportLines[0]).toBe(
    "Row,Outcome,Member number,Details,E-Mail,Vorname,Nachname,Geburtstag,Lieblingsgetränk,Treuepunkte,Notiz",
  );
  expect(reportLines[1]).toMatch(new RegExp(`^2,Created,[A-Z0-9]{16},,ada-${stamp}@example.com,Ada,`));
  expect(reportLines[2]).toMatch(/^3,Refused,,E-mail: .*,not-an-e-mail,Broken,/);
  expect(reportLines[4]).toMatch(/^5,Refused,,"?Needs an e-mail, phone or external id\./);
  expect(reportLines[5]).toMatch(/^6,Already a member,[A-Z0-9]{16},Same e-mail as member/);

  // The same file again creates nobody twice.
  await page.getByRole("button", { name: "Import another file" }).click();
  await expect(page.getByRole("button", { name: "Choose a CSV file" })).toBeFocused();
  await fileInput(page).setInputFiles(file);
  await page.getByLabel("Column “Treuepunkte”").selectOption("points");
  await page.getByRole("button", { name: "Import 5 rows" }).click();
  await expect(noticeWith(page, "Import finished: 0 members created.")).toBeFocused({ timeout: 30_000 });
  await expect(countOf(page, "duplicate")).toHaveText("3");
  await expect(countOf(page, "refused")).toHaveText("2");

  await page.getByRole("link", { name: "Show members" }).click();
  const table = page.getByRole("table", { name: "Members of this program, newest first" });
  await expect(table.getByRole("row")).toHaveCount(4);
  const ada = table.getByRole("row").filter({ hasText: `ada-${stamp}@example.com` });
  // The opening balance of 120 and the e-mail rule's 5.
  await expect(ada).toContainText("125");

  const exporting = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const exported = await exporting;
  expect(exported.suggestedFilename()).toMatch(/^members-import-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(`Saved ${exported.suggestedFilename()} (`)).toBeVisible();
  const exportText = await readFile(String(await exported.path()), "utf8");
  const exportLines = exportText
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(exportLines[0]).toMatch(
    /^id,memberNumber,status,email,phone,firstName,lastName,birthday,.*,customFields\.drink$/,
  );
  expect(exportLines).toHaveLength(4);
  expect(exportText).toContain(`ada-${stamp}@example.com,,Ada,Lovelace,1815-12-10,,false,125,125,`);
  expect(exportText).toContain(`bea-${stamp}@example.com`);
  expect(exportText).toContain(known);
});

test("@phone the import works in German at 375 px, by keyboard, and passes axe", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const { programId, stamp, known } = await setUp(page, origin, "Telefon");
  await speakGerman(context, origin);
  await page.goto(`/programs/${programId}/members/import`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mitglieder importieren:");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-import-phone-de.png", fullPage: true });

  const file = customerFile(stamp, known);
  await fileInput(page).setInputFiles(file);
  await expect(noticeWith(page, `${file.name} gelesen: 5 Zeilen.`)).toBeFocused();
  const treuepunkte = page.getByLabel("Spalte „Treuepunkte“");
  await treuepunkte.selectOption("points");
  await expect(
    page.getByRole("table", { name: /Die ersten 5 Zeilen/ }).locator('[data-row="5"]'),
  ).toContainText("Braucht eine E-Mail, Telefonnummer oder externe ID.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-import-preview-phone-de.png", fullPage: true });

  const start = page.getByRole("button", { name: "5 Zeilen importieren" });
  await start.focus();
  await page.keyboard.press("Enter");
  await expect(noticeWith(page, "Import abgeschlossen: 2 Mitglieder angelegt.")).toBeFocused({
    timeout: 30_000,
  });
  await expect(
    page.getByRole("table", { name: "Nicht angelegte Zeilen" }).locator('[data-row="6"]'),
  ).toContainText("Gleiche E-Mail wie Mitglied");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/members-import-report-phone-de.png", fullPage: true });
});
