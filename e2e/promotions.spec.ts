import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// Issue 29 (decision 051): bonus-point promotions, from the Promotions page to the counter.
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const DAY_MS = 86_400_000;
/** A `datetime-local` value on UTC's clock (the program has no zone of its own, so the form reads UTC). */
const wallUtc = (at: number) => new Date(at).toISOString().slice(0, 16);

async function post(page: Page, origin: string, url: string, data: Record<string, unknown>) {
  const response = await page.request.post(url, { headers: { Origin: origin }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

async function axeClean(page: Page) {
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("a promotion made on its page doubles the next scan, and the scanner says so before the card is read", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const name = `Promoted ${Date.now()}`;
  const program = await post(page, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.promotions",
    name,
    scannerType: "Browser",
    pointsScanPass: 10,
  });
  const programId = String(program.id);
  const member = await post(page, origin, `/v2/loyalty/programs/${programId}/members`, {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada-${Date.now()}@example.com`,
  });

  await page.goto(`/programs/${programId}`);
  await page.getByRole("link", { name: "Promotions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Promotions: ${name}` })).toBeVisible();
  await expect(page.getByText("No promotions yet.")).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill("Happy hour");
  await expect(page.getByRole("radio", { name: "Multiply points" })).toBeChecked();
  await page.getByRole("textbox", { name: /^Multiplier/ }).fill("2");
  await page.getByLabel(/^Starts/).fill(wallUtc(Date.now() - DAY_MS));
  // An end before the start is the API's rule, worded on its field.
  await page.getByLabel(/^Ends/).fill(wallUtc(Date.now() - 2 * DAY_MS));
  await page.getByRole("button", { name: "Save promotion" }).click();
  await expect(page.getByText("The end must be after the start.")).toBeVisible();
  await page.getByLabel(/^Ends/).fill(wallUtc(Date.now() + DAY_MS));
  await page.getByRole("button", { name: "Save promotion" }).click();
  await expect(noticeWith(page, "Promotion “Happy hour” created.")).toBeVisible();
  const card = page
    .getByRole("list", { name: "Promotions" })
    .getByRole("listitem")
    .filter({ hasText: "Happy hour" });
  await expect(card).toContainText("2× points");
  await page.screenshot({ path: "test-results/promotions.png", fullPage: true });
  await axeClean(page);

  await page.goto("/scan");
  await page.getByLabel("Program", { exact: true }).selectOption({ label: name });
  await expect(page.getByTestId("scanner-promotion")).toHaveText("2× points — Happy hour");
  await page.getByRole("textbox", { name: "Member number" }).fill(String(member.memberNumber));
  await page.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(page, "Ada Lovelace: 20 points credited. New balance: 20 points.")).toBeVisible();
  await page.screenshot({ path: "test-results/scanner-promotion.png", fullPage: true });
  const balance = await page.request.get(`/v2/loyalty/programs/${programId}/members/${String(member.id)}`);
  expect(((await balance.json()) as { points: number }).points).toBe(20);
});

test("on a phone a promotion is edited into a bonus and deleted after asking, axe clean @phone", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const program = await post(page, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.promotions",
    name: `Phone promotions ${Date.now()}`,
  });
  const programId = String(program.id);
  await post(page, origin, `/v2/loyalty/programs/${programId}/promotions`, {
    name: "Tuesday evenings",
    multiplier: 3,
    startAt: new Date(Date.now() - DAY_MS).toISOString(),
    endAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    daysOfWeek: ["tue"],
    startTime: "18:00",
    endTime: "20:00",
    timeZone: "Europe/Berlin",
  });
  await page.goto(`/programs/${programId}/promotions`);
  const card = page.getByRole("listitem").filter({ hasText: "Tuesday evenings" });
  await expect(card).toContainText("3× points");
  await expect(card).toContainText("Tue · 18:00–20:00 (Europe/Berlin)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await axeClean(page);

  await page.getByRole("button", { name: "Edit Tuesday evenings" }).click();
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Tuesday evenings");
  await page.getByRole("radio", { name: "Bonus points" }).check();
  await page.getByRole("textbox", { name: /^Bonus points per credit/ }).fill("50");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(noticeWith(page, "Promotion “Tuesday evenings” saved.")).toBeVisible();
  await expect(card).toContainText("+50 bonus points");

  await page.getByRole("button", { name: "Delete Tuesday evenings" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(noticeWith(page, "Promotion “Tuesday evenings” deleted.")).toBeVisible();
  await expect(page.getByText("No promotions yet.")).toBeVisible();
  await page.screenshot({ path: "test-results/promotions-phone.png", fullPage: true });
});
