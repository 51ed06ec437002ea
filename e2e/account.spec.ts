import type { Page } from "@playwright/test";
import { readOutbox } from "../lib/mail/outbox";
import { expect, test } from "./support/fixtures";
import type { Account } from "./support/merchants";
import { AFTER_SIGN_IN, submitSignIn } from "./support/sign-in";

const TEMPORARY_PASSWORD = "violet harbour lantern meadow";

// Signing in is what this spec is about: its pages start signed out; the spec's merchant is the account.
test.use({ signedInAs: "nobody" });

async function signIn(page: Page, account: Account) {
  await page.goto("/signin");
  await submitSignIn(page, account);
}

/** The newest reset link e-mailed to an address (the server sends it just after answering). */
async function resetLinkFor(email: string, before: number): Promise<string> {
  const outboxDir = process.env.E2E_OUTBOX_DIR;
  if (!outboxDir) throw new Error("E2E_OUTBOX_DIR is not set: run this through `npm run test:e2e`.");
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = await readOutbox(outboxDir, email);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(messages[before]?.text ?? "")?.[0];
    if (link) return new URL(link).pathname + new URL(link).search;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

test("a wrong password keeps focus in the form, and a new attempt clears the old message", async ({
  page,
  merchant,
}) => {
  await signIn(page, { email: merchant.email, password: "not the merchant's password" });
  await expect(page.getByRole("alert").filter({ hasText: "do not match" })).toBeVisible();
  await expect(page.getByLabel("Password")).toBeFocused();

  await page.getByLabel("E-mail").fill("");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your e-mail address")).toBeVisible();
  await expect(page.getByText(/do not match/)).toHaveCount(0);
});

test("a merchant resets a forgotten password by e-mail, then changes it back in the settings", async ({
  page,
  merchant,
}) => {
  const outboxDir = process.env.E2E_OUTBOX_DIR ?? "";
  const before = (await readOutbox(outboxDir, merchant.email)).length;
  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail").fill(merchant.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();

  await page.goto(await resetLinkFor(merchant.email, before));
  await page.getByLabel("New password", { exact: true }).fill(TEMPORARY_PASSWORD);
  await page.getByLabel("Repeat new password").fill(TEMPORARY_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password is changed")).toBeVisible();

  await signIn(page, { email: merchant.email, password: TEMPORARY_PASSWORD });
  await expect(page).toHaveURL(/\/overview$/, AFTER_SIGN_IN);
  await page.getByRole("link", { name: "Settings" }).first().click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await page.getByLabel("Current password").fill(TEMPORARY_PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(merchant.password);
  await page.getByLabel("Repeat new password").fill(merchant.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Use the new one")).toBeVisible();
});

test("@phone the forgot-password page and the settings fit a phone", async ({ page }) => {
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
