import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// The shared EmailField and PasswordField (components/ui/credential-fields) on every signed-out form: labelled,
// with the browser's autofill and keyboard, and their errors wired to them. Nothing here posts a signup (the API
// allows 20 a minute per address, shared with signup.spec.ts).

const A_PENDING_SIGNUP = "0123456789abcdef01234567";

// Signed-out forms: the pages start with no session; signing in uses the spec's merchant.
test.use({ signedInAs: "nobody" });

async function expectEmailField(field: Locator) {
  await expect(field).toHaveAttribute("type", "email");
  await expect(field).toHaveAttribute("autocomplete", "email");
  await expect(field).toHaveAttribute("inputmode", "email");
  await expect(field).toHaveAttribute("autocapitalize", "none");
}

async function expectPasswordField(field: Locator, autocomplete: "current-password" | "new-password") {
  await expect(field).toHaveAttribute("type", "password");
  await expect(field).toHaveAttribute("autocomplete", autocomplete);
}

/** After a submit with the field left wrong: marked invalid, and the error is its description. */
async function expectFieldError(field: Locator, error: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(error);
}

const submit = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).click();

test("sign-in: the fields are labelled, autofilled and show their errors, and signing in works", async ({
  page,
  merchant,
}) => {
  await page.goto("/signin");
  const email = page.getByLabel("E-mail", { exact: true });
  const password = page.getByLabel("Password", { exact: true });
  await expectEmailField(email);
  await expectPasswordField(password, "current-password");

  await email.fill("not-an-address");
  await submit(page, "Sign in");
  await expectFieldError(email, /Enter your e-mail address/);
  await expectFieldError(password, "Enter your password");

  await email.fill(merchant.email);
  await password.fill(merchant.password);
  await submit(page, "Sign in");
  await expect(page).toHaveURL(/\/overview$/, { timeout: 30_000 });
});

test("forgot password: the e-mail field shows its error, then sends the link", async ({ page }) => {
  await page.goto("/forgot-password");
  const email = page.getByLabel("E-mail", { exact: true });
  await expectEmailField(email);
  await submit(page, "Send reset link");
  await expectFieldError(email, /Enter the e-mail address you sign in with/);

  await email.fill("nobody-here@example.com");
  await submit(page, "Send reset link");
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});

test("signup's account step: one e-mail and two new-password fields, each with its error", async ({
  page,
}) => {
  await page.goto("/signup");
  const email = page.getByLabel("E-mail", { exact: true });
  const password = page.getByLabel("Password", { exact: true });
  const repeat = page.getByLabel("Repeat password", { exact: true });
  await expectEmailField(email);
  await expectPasswordField(password, "new-password");
  await expectPasswordField(repeat, "new-password");
  // The strength hint stays the password's description next to its error.
  await expect(password).toHaveAccessibleDescription(/At least \d+ characters/);

  await submit(page, "Continue");
  await expectFieldError(email, /Enter your e-mail address/);
  await expectFieldError(password, /Use at least \d+ characters/);
  await expectFieldError(repeat, /Repeat your password/);

  await password.fill("correct horse battery staple");
  await repeat.fill("correct horse battery stable");
  await submit(page, "Continue");
  await expectFieldError(repeat, "The passwords do not match.");
});

test("activation from the e-mailed link: the password field asks for the signup's password", async ({
  page,
}) => {
  await page.goto(`/signup/verify?pendingId=${A_PENDING_SIGNUP}&code=123456`);
  const password = page.getByLabel("Password", { exact: true });
  await expectPasswordField(password, "current-password");
  await expect(password).toHaveAccessibleDescription(/The password you chose when you signed up/);
  await submit(page, "Activate");
  await expectFieldError(password, /Enter the password you chose when you signed up/);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the shared fields are labelled in German on every signed-out form", async ({ page }) => {
    await page.goto("/signin");
    await expectEmailField(page.getByLabel("E-Mail", { exact: true }));
    await expectPasswordField(page.getByLabel("Passwort", { exact: true }), "current-password");
    await page.goto("/forgot-password");
    await expectEmailField(page.getByLabel("E-Mail", { exact: true }));
    await page.goto("/signup");
    await expectEmailField(page.getByLabel("E-Mail", { exact: true }));
    await expectPasswordField(page.getByLabel("Passwort", { exact: true }), "new-password");
    await expectPasswordField(page.getByLabel("Passwort wiederholen", { exact: true }), "new-password");
    await page.goto(`/signup/verify?pendingId=${A_PENDING_SIGNUP}`);
    await expectPasswordField(page.getByLabel("Passwort", { exact: true }), "current-password");
  });
});
