import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// Settings → API keys (issue 19): create a partner's key, copy its secret (shown once), use it, revoke it.
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectNoViolations(page: Page, what: string) {
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(
    violations.map((violation) => `${what}: ${violation.id} (${violation.nodes.length})`),
    JSON.stringify(
      violations.map((violation) => violation.nodes.map((node) => node.target)),
      null,
      1,
    ),
  ).toEqual([]);
}

/** A key as listed: a table row at 1280 px, a card at 375 px. */
const listedKey = (page: Page, name: string) => page.locator(`[data-key="${name}"]`).locator("visible=true");

/** The page never scrolls sideways (a wide table scrolls inside its own region). */
async function expectNoSideways(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

for (const phone of [false, true]) {
  const tag = phone ? " @phone" : "";
  test(`create a read-only key, copy it once, use it and revoke it${tag}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/settings");
    await page.getByRole("link", { name: "API keys for partners" }).click();
    await expect(page).toHaveURL(/\/settings\/api-keys$/);
    await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
    await expectNoViolations(page, "form");

    const name = `Partner ${Date.now().toString(36)}${phone ? " phone" : ""}`;
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByText("Enter a name (1 to 100 characters)")).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toBeFocused();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel("Read only").check();
    await page.getByRole("button", { name: "Create key" }).click();

    const heading = page.getByRole("heading", { name: `Key “${name}” created` });
    await expect(heading).toBeFocused();
    await expect(page.getByRole("status")).toHaveText(`Key “${name}” created.`);
    await expect(page.getByText("shown only this once")).toBeVisible();
    const token = await page.getByLabel("Secret key").inputValue();
    expect(token).toMatch(/^lp_live_[A-Za-z0-9_-]{43}$/);
    await expectNoViolations(page, "secret");
    await expectNoSideways(page);
    await page.screenshot({
      path: `test-results/api-keys-secret${phone ? "-phone" : ""}.png`,
      fullPage: true,
    });
    await page.getByRole("button", { name: "Copy key" }).click();
    await expect(page.getByRole("status")).toHaveText("Key copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    // The partner's software: reads work, writes do not (read-only), and the secret is never listed.
    const asPartner = { Authorization: `Bearer ${token}` };
    expect((await page.request.get("/v2/templates", { headers: asPartner })).status()).toBe(200);
    const write = await page.request.post("/v2/programs", {
      headers: asPartner,
      data: { passTypeIdentifier: "pass.com.example.partner", name: "Nope" },
    });
    expect(write.status()).toBe(403);
    expect(((await write.json()) as { detail: { code: string } }).detail.code).toBe("APP_KEY_READ_ONLY");

    await page.getByRole("button", { name: "I have copied it" }).click();
    const row = listedKey(page, name);
    await expect(row).toContainText(`${token.slice(0, 14)}…`);
    await expect(row).toContainText("Read only");
    await expect(row).toContainText("Never");
    await page.reload();
    expect(await page.content()).not.toContain(token);
    await expect(listedKey(page, name)).toBeVisible();
    // Revoke stays within the width of the window, on a phone too (no sideways scrolling to reach it).
    const revokeBox = await page.getByRole("button", { name: `Revoke key ${name}` }).boundingBox();
    expect((revokeBox?.x ?? 0) + (revokeBox?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await expectNoSideways(page);
    await page.screenshot({ path: `test-results/api-keys-list${phone ? "-phone" : ""}.png`, fullPage: true });

    await page
      .getByRole("button", { name: `Revoke key ${name}` })
      .locator("visible=true")
      .click();
    const dialog = page.getByRole("dialog", { name: `Revoke key “${name}”?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Keep key" })).toBeFocused();
    await expectNoViolations(page, "dialog");
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toHaveText(`Key “${name}” revoked.`);
    await expect(page.locator(`[data-key="${name}"]`)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Keys", exact: true })).toBeFocused();
    expect((await page.request.get("/v2/templates", { headers: asPartner })).status()).toBe(401);
    await expectNoViolations(page, "after revoke");
  });
}
