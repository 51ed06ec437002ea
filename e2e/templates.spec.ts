import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoNoticeAfterReload, noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

/** The templates list, where each test starts (signed in: support/fixtures.ts). */
async function openTemplates(page: Page) {
  await page.goto("/templates");
  await expect(page).toHaveURL(/\/templates$/);
}

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A real drag and drop: dragenter, dragover and drop carrying the file, as a person's mouse would. */
async function dropFile(page: Page, target: Locator, file: { name: string; bytes: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: "image/png" }));
      return transfer;
    },
    { name: file.name, base64: file.bytes.toString("base64") },
  );
  for (const type of ["dragenter", "dragover", "drop"]) await target.dispatchEvent(type, { dataTransfer });
}

const dropZone = (page: Page, label: string) =>
  page.getByRole("button", { name: new RegExp(`^${label.replace(/[()@.]/g, "\\$&")}:`) });

test("a merchant designs a store card: drops a logo and a strip, sees them in the preview, resizes an oversized strip", async ({
  page,
}) => {
  const name = `Coffee card ${Date.now()}`;
  await openTemplates(page);
  await page.getByRole("link", { name: "Create template" }).first().click();
  await page.getByRole("textbox", { name: "Name (required)" }).fill(name);
  await page.getByLabel("Pass kind").selectOption({ label: "Store card" });
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page).toHaveURL(/\/templates\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  // Only the types a store card shows are offered.
  const images = page.getByRole("group", { name: "Images" });
  await expect(images.getByRole("region", { name: "Strip" })).toBeVisible();
  await expect(images.getByRole("region", { name: "Logo" })).toBeVisible();
  await expect(images.getByRole("region", { name: "Thumbnail" })).toHaveCount(0);
  await expect(page.getByText("thumbnail@2x.png")).toHaveCount(0);

  const preview = page.getByTestId("pass-preview");
  await page.getByLabel("Logo text").fill("Demo Coffee");
  await expect(preview).toContainText("Demo Coffee");

  await dropFile(page, dropZone(page, "Logo @2x (logo@2x.png)"), {
    name: "logo.png",
    bytes: await png(300, 90, "#f5c542"),
  });
  await expect(preview.locator('[data-preview-image="logo"]')).toBeVisible();
  // One upload is enough: the @1x logo is scaled down from it, and the slot says so (issue 28).
  const logoOne = page.getByTestId("slot-Logo @1x (logo.png)");
  await expect(logoOne).toContainText("Stored: 150×45 px");
  await expect(logoOne.getByTestId("derived-note")).toHaveText(
    "Scaled down from the larger upload. Upload here to use your own image instead.",
  );

  await dropFile(page, dropZone(page, "Strip @2x (strip@2x.png)"), {
    name: "strip.png",
    bytes: await png(750, 288, "#3b82f6"),
  });
  const strip = preview.locator('[data-preview-image="strip"]');
  await expect(strip).toBeVisible();
  await expect(page.getByText("Stored: 750×288 px")).toBeVisible();

  // Too large for the slot: the server's message at the slot, and an offer to resize instead of a dead end.
  await dropFile(page, dropZone(page, "Strip @2x (strip@2x.png)"), {
    name: "big.png",
    bytes: await png(1000, 300, "#ef4444"),
  });
  const slotError = page.getByRole("alert").filter({ hasText: "must be at most 750×288 pixels" });
  await expect(slotError).toContainText("this image is 1000×300");
  await slotError.getByRole("button", { name: "Resize to fit" }).click();
  await expect(page.getByText("Stored: 750×225 px")).toBeVisible();
  await expect(slotError).toHaveCount(0);
  await expect(strip).toBeVisible();

  // With images stored the kind is locked, and the rest of the template still saves.
  await expect(page.getByLabel("Pass kind")).toBeDisabled();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();

  // Still there after a reload: the preview reads the stored images and the saved logo text.
  await page.reload();
  await expect(page.getByTestId("pass-preview").locator('[data-preview-image="logo"]')).toBeVisible();
  await expect(page.getByTestId("pass-preview").locator('[data-preview-image="strip"]')).toBeVisible();
  await expect(page.getByTestId("pass-preview")).toContainText("Demo Coffee");
  await page.screenshot({ path: "test-results/templates-designer-desktop.png", fullPage: true });
});

test("the designer fits a phone screen @phone", async ({ page }) => {
  await openTemplates(page);
  await page.goto("/templates/new");
  await page.getByRole("textbox", { name: "Name (required)" }).fill(`Phone card ${Date.now()}`);
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page).toHaveURL(/\/templates\/[0-9a-f]{24}$/);
  await expect(page.getByTestId("pass-preview")).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "test-results/templates-designer-phone.png", fullPage: true });
});

test("the preview lays out an event ticket and a boarding pass from their stored images", async ({
  page,
  baseURL,
}) => {
  await openTemplates(page);
  const api = async (method: "post", url: string, options: Record<string, unknown>) => {
    const response = await page.request[method](url, { headers: { Origin: baseURL ?? "" }, ...options });
    expect(response.ok()).toBe(true);
    return (await response.json()) as { id: string };
  };
  const upload = (templateId: string, type: string, bytes: Buffer) =>
    api("post", `/v2/templates/${templateId}/images/${type}/high`, {
      multipart: { image: { name: `${type}.png`, mimeType: "image/png", buffer: bytes } },
    });
  const field = (key: string, label: string, value: string) => ({ key, label, value });

  const ticket = await api("post", "/v2/templates", {
    data: {
      name: `Concert ${Date.now()}`,
      passType: "eventTicket",
      logoText: "Hall 7",
      backgroundColor: "rgb(40, 20, 60)",
      primaryFields: [field("event", "Event", "Night Jazz")],
      secondaryFields: [field("seat", "Seat", "B12")],
    },
  });
  await upload(ticket.id, "background", await png(360, 440, "#6d28d9"));
  await upload(ticket.id, "thumbnail", await png(180, 180, "#fbbf24"));
  await page.goto(`/templates/${ticket.id}`);
  const preview = page.getByTestId("pass-preview");
  await expect(preview).toHaveAttribute("data-kind", "eventTicket");
  await expect(preview).toHaveAttribute("data-has-background", "");
  await expect(preview.locator('[data-preview-image="thumbnail"]')).toBeVisible();
  await expect(preview).toContainText("Night Jazz");
  await expect(preview).toContainText("B12");
  await preview.screenshot({ path: "test-results/preview-event-ticket.png" });

  const flight = await api("post", "/v2/templates", {
    data: {
      name: `Flight ${Date.now()}`,
      passType: "boardingPass",
      primaryFields: [field("from", "Berlin", "BER"), field("to", "Lisbon", "LIS")],
    },
  });
  await upload(flight.id, "footer", await png(572, 30, "#22c55e"));
  await page.goto(`/templates/${flight.id}`);
  await expect(page.getByTestId("pass-preview").locator('[data-preview-image="footer"]')).toBeVisible();
  await expect(page.getByTestId("pass-preview")).toContainText("LIS");
  await expect(page.getByRole("region", { name: "Strip" })).toHaveCount(0);
  await page.getByTestId("pass-preview").screenshot({ path: "test-results/preview-boarding-pass.png" });
});

test("creating and deleting a template answer in an announced notice; the delete asks in a dialog first", async ({
  page,
}) => {
  const name = `Notice card ${Date.now()}`;
  // No native confirm() box any more: one would fail the test.
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
  await openTemplates(page);
  await page.goto("/templates/new");
  await page.getByRole("textbox", { name: "Name (required)" }).fill(name);
  await page.getByRole("button", { name: "Create template" }).click();
  const created = noticeWith(page, `Template “${name}” created.`);
  await expect(created).toBeVisible();
  await expect(created).toBeFocused();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expectNoNoticeAfterReload(page, "created.", /\/templates\/[0-9a-f]{24}$/);
  const templateUrl = page.url();

  // Escape keeps the template, and focus goes back to the button that asked.
  const deleteButton = page.getByRole("button", { name: "Delete template" });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: `Delete template “${name}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("all its images are deleted");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByRole("button", { name: "Delete template" }).click();
  const deleted = noticeWith(page, `Template “${name}” deleted.`);
  await expect(deleted).toBeVisible();
  await expect(deleted).toBeFocused();
  await page.screenshot({ path: "test-results/templates-deleted-notice.png" });
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  await expectNoNoticeAfterReload(page, "deleted.", /\/templates$/);
  const templateId = new URL(templateUrl).pathname.split("/").pop();
  expect((await page.request.get(`/v2/templates/${templateId}`)).status()).toBe(404);
});

test("in German, the designer words slot sizes and a refused image itself, never in the API's English", async ({
  page,
  baseURL,
  context,
}) => {
  await openTemplates(page);
  const created = await page.request.post("/v2/templates", {
    headers: { Origin: baseURL ?? "" },
    data: { name: `Kundenkarte ${Date.now()}`, passType: "storeCard" },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await context.addCookies([{ name: "lp_lang", value: "de", url: baseURL ?? "" }]);
  await page.goto(`/templates/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  const slot = page.getByTestId("slot-Symbol @1x (icon.png)");
  await expect(slot).toContainText("von 29×29 bis 38×38 px");
  await expect(page.getByText(/from 29×29|at most \d/)).toHaveCount(0);
  // Apple requires icon.png: the designer says which slot is missing and what the passes carry instead.
  const missingIcon = page.getByTestId("missing-icon");
  await expect(missingIcon).toContainText("Noch kein Symbol: icon.png (@1x) ist Pflicht");

  await dropFile(page, dropZone(page, "Symbol @3x (icon@3x.png)"), {
    name: "icon.png",
    bytes: await png(200, 200, "#10b981"),
  });
  const refusal = page.getByRole("alert").filter({ hasText: "icon@3x.png" });
  await expect(refusal).toContainText(
    "Das Bild „Symbol“ (icon@3x.png) eines Passes der Art „Kundenkarte“ muss von 87×87 bis 114×114 Pixel groß sein; dieses Bild hat 200×200.",
  );
  await expect(refusal).not.toContainText("must be");
  await refusal.getByRole("button", { name: "Passend verkleinern" }).click();
  await expect(page.getByText("Gespeichert: 114×114 px")).toBeVisible();
  // Issue 28: the @3x upload fills @2x and @1x, scaled down, so icon.png is no longer missing.
  await expect(missingIcon).toBeEmpty();
  for (const label of ["Symbol @2x (icon@2x.png)", "Symbol @1x (icon.png)"]) {
    await expect(page.getByTestId(`slot-${label}`).getByTestId("derived-note")).toHaveText(
      "Aus dem größeren Bild verkleinert. Laden Sie hier ein eigenes Bild hoch, um es zu ersetzen.",
    );
  }
  await expect(page.getByTestId("slot-Symbol @2x (icon@2x.png)")).toContainText("Gespeichert: 76×76 px");
  await expect(page.getByTestId("slot-Symbol @1x (icon.png)")).toContainText("Gespeichert: 38×38 px");
});
