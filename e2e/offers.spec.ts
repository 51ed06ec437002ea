import AxeBuilder from "@axe-core/playwright";
import type { FileChooser, Page } from "@playwright/test";
import sharp from "sharp";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

/** The offer's one action menu, then one of its items. */
async function chooseAction(page: Page, offerName: string, item: string) {
  await page
    .getByRole("button", { name: `Actions for ${offerName}`, exact: true })
    .locator("visible=true")
    .click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

/** A program to hang offers on, created through the API with the page's session (same-origin, as the dashboard). */
async function createProgram(page: Page, baseURL: string): Promise<string> {
  const response = await page.request.post("/v2/programs", {
    headers: { Origin: baseURL, "Content-Type": "application/json" },
    data: { passTypeIdentifier: "pass.com.example.offers", name: `Offers ${Date.now()}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("a merchant creates, publishes and cancels an offer, and gives another a card image by keyboard", async ({
  page,
  baseURL,
}) => {
  const programId = await createProgram(page, baseURL ?? "");
  await page.goto(`/programs/${programId}/offers`);
  await expect(page.getByText("No offers yet.")).toBeVisible();

  await page.getByRole("textbox", { name: "Name (required)" }).fill("Free espresso");
  await page.getByLabel("Points cost").fill("50");
  await page.getByRole("button", { name: "Create offer" }).click();
  const row = page.locator('tr[data-offer="Free espresso"]');
  await expect(row).toContainText("Draft");
  // Every action answers in the announced notice, which takes focus.
  const created = noticeWith(page, "Offer “Free espresso” created as a draft.");
  await expect(created).toBeVisible();
  await expect(created).toBeFocused();

  await chooseAction(page, "Free espresso", "Publish");
  await expect(row).toContainText("Live");
  const published = noticeWith(page, "Offer “Free espresso” published: customers can redeem it now.");
  await expect(published).toBeFocused();
  // A live offer cannot be deleted or published again: its menu offers neither.
  await row.getByRole("button", { name: "Actions for Free espresso" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Card images", "Cancel offer"]);
  // Cancelling cannot be undone: asked first, in a dialog.
  await page.getByRole("menuitem", { name: "Cancel offer" }).click();
  const cancelDialog = page.getByRole("dialog", { name: "Cancel offer “Free espresso”?" });
  await expect(cancelDialog.getByRole("button", { name: "Keep offer" })).toBeFocused();
  await page.screenshot({ path: "test-results/offers-cancel-dialog.png" });
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await cancelDialog.getByRole("button", { name: "Cancel offer" }).click();
  await expect(row).toContainText("Cancelled");
  await expect(noticeWith(page, "Offer “Free espresso” cancelled.")).toBeFocused();
  await page.screenshot({ path: "test-results/offers-notice.png" });

  await page.getByRole("textbox", { name: "Name (required)" }).fill("Cake day");
  await page.getByLabel("Points cost").fill("-3");
  await page.getByRole("button", { name: "Create offer" }).click();
  await expect(page.getByText("Enter 0 or more.")).toBeVisible();
  await page.getByLabel("Points cost").fill("30");
  await page.getByRole("button", { name: "Create offer" }).click();
  const cake = page.locator('tr[data-offer="Cake day"]');
  await expect(cake).toContainText("Draft");
  await chooseAction(page, "Cake day", "Card images");

  await expect(page.getByRole("heading", { name: "Cake day: Card images" })).toBeVisible();
  const zone = page.getByRole("button", { name: /^Logo @3x \(logo@3x\.png\):/ });
  // The page is server-rendered: its button answers Enter once it has hydrated, so Enter is pressed again
  // until the file chooser opens.
  let chooser: FileChooser | undefined;
  await expect(async () => {
    await zone.focus();
    const opening = page.waitForEvent("filechooser", { timeout: 2_000 });
    await page.keyboard.press("Enter");
    chooser = await opening;
  }).toPass();
  const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();
  await chooser?.setFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByText("Stored: 300×100 px")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "uploaded" })).toHaveCount(1);
});

test("a future offer is published as scheduled, and deleting a draft asks first; each says so", async ({
  page,
  baseURL,
}) => {
  const programId = await createProgram(page, baseURL ?? "");
  await page.goto(`/programs/${programId}/offers`);

  await page.getByRole("textbox", { name: "Name (required)" }).fill("Summer special");
  await page.getByLabel("Starts").fill(`${new Date().getFullYear() + 1}-06-01T09:00`);
  await page.getByRole("button", { name: "Create offer" }).click();
  await expect(noticeWith(page, "Offer “Summer special” created as a draft.")).toBeFocused();
  const summer = page.locator('tr[data-offer="Summer special"]');
  await chooseAction(page, "Summer special", "Publish");
  await expect(summer).toContainText("Scheduled");
  await expect(
    noticeWith(page, "Offer “Summer special” scheduled: it goes live at its start date."),
  ).toBeFocused();

  await page.getByRole("textbox", { name: "Name (required)" }).fill("Draft to drop");
  await page.getByRole("button", { name: "Create offer" }).click();
  const draft = page.locator('tr[data-offer="Draft to drop"]');
  await expect(draft).toContainText("Draft");
  await chooseAction(page, "Draft to drop", "Delete");
  const dialog = page.getByRole("dialog", { name: "Delete offer “Draft to drop”?" });
  await dialog.getByRole("button", { name: "Keep draft" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(draft.getByRole("button", { name: "Actions for Draft to drop" })).toBeFocused();
  await expect(draft).toBeVisible();

  await chooseAction(page, "Draft to drop", "Delete");
  await dialog.getByRole("button", { name: "Delete offer" }).click();
  await expect(draft).toHaveCount(0);
  await expect(noticeWith(page, "Offer “Draft to drop” deleted.")).toBeFocused();
});

test("on a phone the offers are a list of cards with one menu each, axe clean @phone", async ({
  page,
  baseURL,
}) => {
  const programId = await createProgram(page, baseURL ?? "");
  const created = await page.request.post(`/v2/loyalty/programs/${programId}/offers`, {
    headers: { Origin: baseURL ?? "", "Content-Type": "application/json" },
    data: { name: "Phone espresso", pointsCost: 40 },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/programs/${programId}/offers`);
  const card = page
    .getByRole("list", { name: "Offers" })
    .getByRole("listitem")
    .filter({ hasText: "Phone espresso" });
  await expect(card).toContainText("Draft");
  await expect(card).toContainText("40");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await chooseAction(page, "Phone espresso", "Publish");
  await expect(
    noticeWith(page, "Offer “Phone espresso” published: customers can redeem it now."),
  ).toBeFocused();
  await expect(card).toContainText("Live");
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
