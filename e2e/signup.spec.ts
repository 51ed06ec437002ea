import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { readOutbox } from "../lib/mail/outbox";
import { expectNoNoticeAfterReload, noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";

// Visitors signing up: no session. Every signup POST from the browsers counts against the API's 20 per minute
// per address (127.0.0.1, shared with the other specs' browsers): one each at most.
test.use({ signedInAs: "nobody" });
const PASSWORD = "correct horse battery staple";
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const uniqueEmail = () => `merchant-${randomBytes(5).toString("hex")}@example.com`;

const LABELS = {
  en: {
    email: "E-mail",
    password: "Password",
    confirmPassword: "Repeat password",
    name: "Your name",
    company: "Company name",
    country: "Country",
    continue: "Continue",
    create: "Create account",
    consent: [/Terms of Service/, /Data Processing Agreement/, /Privacy Policy/],
  },
  de: {
    email: "E-Mail",
    password: "Passwort",
    confirmPassword: "Passwort wiederholen",
    name: "Ihr Name",
    company: "Firmenname",
    country: "Land",
    continue: "Weiter",
    create: "Konto erstellen",
    consent: [/Nutzungsbedingungen/, /Auftragsverarbeitungsvertrag/, /Datenschutzerklärung/],
  },
} as const;

type Labels = (typeof LABELS)[keyof typeof LABELS];

async function fillAccountStep(page: Page, labels: Labels, email: string) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(labels.confirmPassword, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: labels.continue }).click();
}

async function fillCompanyStep(page: Page, labels: Labels, company: string) {
  await page.getByLabel(labels.name, { exact: true }).fill("Ada Baker");
  await page.getByLabel(labels.company, { exact: true }).fill(company);
  await page.getByLabel(labels.country, { exact: true }).selectOption("DE");
  await page.getByRole("button", { name: labels.continue }).click();
}

async function tickConsents(page: Page, labels: Labels) {
  for (const name of labels.consent) await page.getByRole("checkbox", { name }).check();
}

/** The code of the newest verification e-mail for an address, from the development outbox. */
/** The code of the newest e-mail to the address, once it has at least `atLeast` e-mails (a resend adds one). */
async function verificationCode(email: string, atLeast = 1): Promise<string> {
  const outboxDir = process.env.E2E_OUTBOX_DIR;
  if (!outboxDir) throw new Error("E2E_OUTBOX_DIR is not set: run this through `npm run test:e2e`.");
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(outboxDir, email);
        code =
          messages.length >= atLeast ? /\b(\d{6})\b/.exec(messages.at(-1)?.subject ?? "")?.[1] : undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? "";
}

const isSignupPost = (request: { url: () => string; method: () => string }) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/v2/signup/pending";

test("a merchant signs up from a campaign link and lands signed in on the dashboard", async ({ page }) => {
  const email = uniqueEmail();
  const company = `Ada's Bakery ${randomBytes(3).toString("hex")}`;
  const startedAt = Date.now();

  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=launch");
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: /Your account/ })).toBeVisible();

  await fillAccountStep(page, LABELS.en, email);
  await expect(page.getByRole("heading", { name: /Your company/ })).toBeFocused();
  await fillCompanyStep(page, LABELS.en, company);
  await expect(page.getByRole("heading", { name: /Agreements/ })).toBeVisible();
  await tickConsents(page, LABELS.en);

  const signupRequest = page.waitForRequest(isSignupPost);
  await page.getByRole("button", { name: "Create account" }).click();
  const body = (await signupRequest).postDataJSON();
  expect(body).toMatchObject({ email, passwordHash: PASSWORD, name: "Ada Baker", company, country: "DE" });
  expect(body).not.toHaveProperty("confirmPassword");
  expect(body.utm).toEqual({ source: "newsletter", medium: "email", campaign: "launch" });
  for (const key of ["tosAt", "dpaAt", "privacyAt"]) {
    expect(body.consent[key], key).toMatch(ISO_TIMESTAMP);
    const tickedAt = Date.parse(body.consent[key]);
    expect(tickedAt, key).toBeGreaterThanOrEqual(startedAt - 1_000);
    expect(tickedAt, key).toBeLessThanOrEqual(Date.now());
  }

  await expect(page.getByRole("heading", { name: /Check your inbox/ })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const codeField = page.getByLabel("6-digit code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");

  // A new code: focus moves to the message saying so, not to the page.
  await verificationCode(email);
  await page.getByRole("button", { name: "Resend code" }).click();
  const resent = page.getByRole("status").filter({ hasText: `We sent a new code to ${email}` });
  await expect(resent).toBeVisible();
  await expect(resent).toBeFocused();
  await codeField.fill(await verificationCode(email, 2));
  // Same tab: the wizard still holds the password, so it does not ask for it again but sends it along.
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  const activation = page.waitForRequest((request) => request.url().endsWith("/activate"));
  await page.getByRole("button", { name: "Activate" }).click();
  expect((await activation).postDataJSON()).toEqual({
    code: expect.stringMatching(/^\d{6}$/),
    password: PASSWORD,
  });

  const welcome = noticeWith(page, "Your account is active.");
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await expect(welcome).toBeFocused();
  await expect(page.getByText(company)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Said once: `?welcome=1` has left the address, and a reload says nothing.
  await expectNoNoticeAfterReload(page, "Your account is active.", /\/overview$/);
});

test("going back from the company step keeps what was typed", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/signup");
  await fillAccountStep(page, LABELS.en, email);
  await expect(page.getByRole("heading", { name: /Your company/ })).toBeFocused();

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: /Your account/ })).toBeFocused();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("an address that already has an account gets the German message", async ({ page, merchant }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: /Ihr Konto/ })).toBeVisible();
    await fillAccountStep(page, LABELS.de, merchant.email);
    await expect(page.getByLabel("Land", { exact: true })).toHaveValue("DE");
    await fillCompanyStep(page, LABELS.de, "Demo Café");
    await tickConsents(page, LABELS.de);
    await page.getByRole("button", { name: "Konto erstellen" }).click();

    await expect(page.getByText("Für diese E-Mail-Adresse gibt es bereits ein Konto.")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Ihr Konto/ })).toBeFocused();
    await expect(page.getByRole("link", { name: "Stattdessen anmelden" })).toHaveAttribute("href", "/signin");
  });
});

test.describe("the e-mailed link, opened in another browser, in German", () => {
  test.use({ locale: "de-DE" });

  test("asks for the password chosen at signup and refuses another one", async ({ page }) => {
    const email = uniqueEmail();
    const tickedAt = new Date(Date.now() - 60_000).toISOString();
    const submitted = await page.request.post("/v2/signup/pending", {
      data: {
        email,
        passwordHash: PASSWORD,
        name: "Ada Baker",
        company: "Adas Bäckerei",
        country: "DE",
        consent: { tosAt: tickedAt, dpaAt: tickedAt, privacyAt: tickedAt },
      },
    });
    expect(submitted.status()).toBe(201);
    const { pendingId } = await submitted.json();
    const code = await verificationCode(email);

    await page.goto(`/signup/verify?pendingId=${pendingId}&code=${code}`);
    await expect(page.getByLabel("6-stelliger Code")).toHaveValue(code);
    const password = page.getByLabel("Passwort", { exact: true });
    await password.fill("nicht mein Passwort");
    await page.getByRole("button", { name: "Aktivieren" }).click();
    await expect(page.getByText(/Das ist nicht das Passwort der letzten Registrierung/)).toBeVisible();
    await expect(password).toBeFocused();

    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Aktivieren" }).click();
    await expect(page.getByRole("heading", { name: "Ihr Konto ist aktiv" })).toBeFocused();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the first step fits 375 px and works @phone", async ({ page }) => {
    const noHorizontalScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: /Your account/ })).toBeVisible();
    expect(await noHorizontalScroll()).toBe(true);
    for (const label of [LABELS.en.email, LABELS.en.password, LABELS.en.confirmPassword]) {
      const box = await page.getByLabel(label, { exact: true }).boundingBox();
      expect(box, label).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(375);
    }

    await fillAccountStep(page, LABELS.en, uniqueEmail());
    await expect(page.getByRole("heading", { name: /Your company/ })).toBeFocused();
    expect(await noHorizontalScroll()).toBe(true);
  });
});

test("errors flagged by Continue clear as they are fixed, and so does their count", async ({ page }) => {
  await page.goto("/signup");
  const confirm = page.getByLabel("Repeat password", { exact: true });
  await page.getByRole("button", { name: "Continue" }).click();
  const liveRegion = page.locator("div.visually-hidden[aria-live=assertive]");
  await expect(liveRegion).toHaveText("Please correct the 3 highlighted fields.");
  await expect(page.getByText("Repeat your password.")).toBeVisible();

  // Typed without leaving the field: each keystroke checks it again, and a match clears it at once.
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await confirm.pressSequentially(PASSWORD);
  await expect(page.getByText("Repeat your password.")).toHaveCount(0);
  await expect(confirm).not.toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("E-mail", { exact: true }).fill(uniqueEmail());
  await expect(liveRegion).toHaveText("");
});
