import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

const DEMO_OWNER = { email: "demo@example.com", password: "demo-password-123" };

async function signIn(page: Page) {
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(DEMO_OWNER.email);
  await page.getByLabel("Password").fill(DEMO_OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/programs$/, { timeout: 30_000 });
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
  await signIn(page);
  const programId = await createProgram(page, baseURL ?? "");
  await page.goto(`/programs/${programId}/offers`);
  await expect(page.getByText("No offers yet.")).toBeVisible();

  await page.getByRole("textbox", { name: "Name (required)" }).fill("Free espresso");
  await page.getByLabel("Points cost").fill("50");
  await page.getByRole("button", { name: "Create offer" }).click();
  const row = page.locator('tr[data-offer="Free espresso"]');
  await expect(row).toContainText("Draft");

  await row.getByRole("button", { name: "Publish" }).click();
  await expect(row).toContainText("Live");
  await expect(row.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await row.getByRole("button", { name: "Cancel offer" }).click();
  await expect(row).toContainText("Cancelled");

  await page.getByRole("textbox", { name: "Name (required)" }).fill("Cake day");
  await page.getByLabel("Points cost").fill("-3");
  await page.getByRole("button", { name: "Create offer" }).click();
  await expect(page.getByText("Enter 0 or more.")).toBeVisible();
  await page.getByLabel("Points cost").fill("30");
  await page.getByRole("button", { name: "Create offer" }).click();
  const cake = page.locator('tr[data-offer="Cake day"]');
  await expect(cake).toContainText("Draft");
  await cake.getByRole("link", { name: "Card images" }).click();

  await expect(page.getByRole("heading", { name: "Cake day: Card images" })).toBeVisible();
  const zone = page.getByRole("button", { name: /^Logo @3x \(logo@3x\.png\):/ });
  await zone.focus();
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();
  await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByText("Stored: 300×100 px")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "uploaded" })).toHaveCount(1);
});
