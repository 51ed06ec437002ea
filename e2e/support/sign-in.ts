import { expect, type Page } from "@playwright/test";
import type { Account } from "./merchants";

// Signing in through the form, for the specs about signing in itself; every other spec starts signed in
// (support/fixtures.ts).

const FORM = {
  en: { email: "E-mail", password: "Password", submit: "Sign in" },
  de: { email: "E-Mail", password: "Passwort", submit: "Anmelden" },
} as const;

/** Signing in takes several round trips (CSRF token, credentials, the account's language, the first render). */
export const AFTER_SIGN_IN = { timeout: 30_000 };

/** Fills the sign-in form on the current page and sends it; the caller checks what follows. */
export async function submitSignIn(page: Page, account: Account, language: keyof typeof FORM = "en") {
  const labels = FORM[language];
  await page.getByLabel(labels.email, { exact: true }).fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}

/** Opens the sign-in page (then `callbackUrl`), signs in and waits until the form is left behind. */
export async function signIn(
  page: Page,
  account: Account,
  { callbackUrl, language = "en" }: { callbackUrl?: string; language?: keyof typeof FORM } = {},
) {
  await page.goto(callbackUrl ? `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/signin");
  await submitSignIn(page, account, language);
  await expect(page).not.toHaveURL(/\/signin/, AFTER_SIGN_IN);
}
