import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, SIGNED_OUT, test } from "./support/fixtures";
import { createMerchant } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";
import { AFTER_SIGN_IN, submitSignIn } from "./support/sign-in";

const WIDTHS = [1280, 375] as const;

// Which language a browser gets at sign-in is what this spec is about: its pages start signed out.
test.use({ signedInAs: "nobody" });

/** axe finds nothing on the page, at the desktop and the phone width. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // After a navigation inside the app Next streams the title again: judge the page once it is there.
    await expect(page).toHaveTitle(/\S/);
    await stylesSettled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(({ id, nodes }) => `${width}px ${id}: ${nodes.map((node) => node.target).join(", ")}`),
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectGermanDashboard(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "de", AFTER_SIGN_IN);
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Einstellungen" })).toBeVisible(AFTER_SIGN_IN);
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
}

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("signs in, builds a program and opens the settings, all in German, with nothing for axe to find", async ({
    page,
  }) => {
    await page.goto("/signin");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle("Anmelden · LoyaltyPass");
    await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Passwort vergessen?" })).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    // German field errors on the sign-in form itself.
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Geben Sie Ihre E-Mail-Adresse ein, z. B. name@example.com")).toBeVisible();

    // A merchant who signed up in German (every signup saves its language).
    await submitSignIn(page, await createMerchant({ label: "E2E Kaffee", language: "de" }), "de");
    await expect(page).toHaveURL(/\/overview$/, AFTER_SIGN_IN);
    await expectGermanDashboard(page);

    await page.goto("/programs/new");
    await expect(page.getByRole("heading", { name: "Neues Programm" })).toBeVisible();
    await expect(page).toHaveTitle("Neues Programm · LoyaltyPass");
    const tabs = page.getByRole("tablist", { name: "Abschnitte des Programms" });
    await expect(tabs.getByRole("tab")).toHaveText([
      "Grunddaten",
      "Kontakt",
      "Sprachen",
      "Punkte und Scanner",
      "Stufen",
      "Eigene Felder",
      "Datenaufbewahrung",
    ]);
    await expectAccessibleAtBothWidths(page);

    const name = `Kaffeeklub ${Date.now()}`;
    await page.getByLabel("Programmname").fill(name);
    const passType = page.getByLabel("Pass-Type-ID");
    await passType.fill("com.example.karte");
    await tabs.getByRole("tab", { name: "Kontakt" }).click();
    await page.getByLabel("Telefon", { exact: true }).fill("ruf mich an");
    await page.getByRole("button", { name: "Programm erstellen" }).click();
    // The problem is on the first tab, which opens with focus on the field and counts it.
    await expect(passType).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Grunddaten, 1 Problem" })).toBeVisible();
    await expect(page.getByText("Es gibt ein Problem")).toBeVisible();
    await expect(passType).toHaveAccessibleDescription(/Muss mit „pass\.“ beginnen/);
    await expect(page.getByRole("link", { name: /^Pass-Type-ID: Muss mit „pass\.“ beginnen/ })).toBeVisible();

    // The builder's own check (a phone number that looks like one) speaks German too.
    await passType.fill("pass.com.example.karte");
    await page.getByRole("button", { name: "Programm erstellen" }).click();
    await expect(
      page.getByRole("link", { name: /^Telefon: Geben Sie eine Telefonnummer mit Ziffern ein/ }),
    ).toBeVisible();
    await expect(page.getByLabel("Land", { exact: true })).toContainText("Deutschland (DE)");

    // That one is on another tab: it opens, with focus on the field.
    await expect(page.getByLabel("Telefon", { exact: true })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Kontakt, 1 Problem" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByLabel("Telefon", { exact: true }).fill("+49 30 1234567");
    await tabs.getByRole("tab", { name: "Grunddaten" }).click();
    await page.getByLabel("Land", { exact: true }).selectOption("DE");
    const creating = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/v2/programs",
    );
    await page.getByRole("button", { name: "Programm erstellen" }).click();
    const programId = ((await (await creating).json()) as { id: string }).id;
    await expect(page.getByRole("status").filter({ hasText: `Programm „${name}“ erstellt.` })).toBeVisible(
      AFTER_SIGN_IN,
    );

    await page.goto(`/programs/${programId}`);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page).toHaveTitle("Programm bearbeiten · LoyaltyPass");
    await page.getByLabel("Beschreibung", { exact: true }).fill("Zehn Kaffee, der elfte geht auf uns.");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Gespeichert um \d{1,2}:\d{2}/ })).toBeFocused();

    await page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: "Einstellungen" })
      .click();
    await expect(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("Einstellungen · LoyaltyPass");
    await expect(page.getByRole("heading", { name: "Profil" })).toBeVisible();
    await expect(page.getByLabel("Sprache")).toHaveValue("de");
    await expect(page.getByRole("button", { name: "Passwort ändern" })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });
});

test.describe("a German visitor, signed out", () => {
  test.use({ locale: "de-DE" });

  test("reads the home page, the password help and the API reference chrome in German", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/im Wallet Ihrer Kunden/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Treue- und Geschenk/);

    await page.goto("/forgot-password");
    await expect(page).toHaveTitle("Passwort vergessen · LoyaltyPass");
    await page.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
    await expect(page.getByText(/Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden/)).toBeVisible();

    await page.goto("/docs");
    await expect(page).toHaveTitle("API-Referenz · LoyaltyPass");
    await page.getByLabel("Operationen durchsuchen").fill("signup");
    await expect(page.getByRole("status").filter({ hasText: /Operationen passen$/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Beispiele" }).first()).toBeVisible();
  });
});

test("an English browser that picks DE in the dashboard keeps German after a reload and a new sign-in", async ({
  page,
}) => {
  // Signed up from an English browser: its saved language is English.
  const account = await createMerchant({ label: "E2E English", language: "en" });
  await page.goto("/signin");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Sign in · LoyaltyPass");
  await submitSignIn(page, account, "en");
  await expect(page).toHaveURL(/\/overview$/, AFTER_SIGN_IN);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  await page.getByRole("button", { name: /Deutsch/ }).click();
  await expectGermanDashboard(page);
  await expect.poll(async () => (await (await page.request.get("/v2/account")).json()).language).toBe("de");

  await page.reload();
  await expectGermanDashboard(page);

  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible(AFTER_SIGN_IN);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await submitSignIn(page, account, "de");
  await expect(page).toHaveURL(/\/overview$/, AFTER_SIGN_IN);
  await expectGermanDashboard(page);
});

/** A browser with no cookies and an English Accept-Language. */
async function freshEnglishPage(browser: Browser) {
  const context = await browser.newContext({ locale: "en-US", storageState: SIGNED_OUT });
  return { context, page: await context.newPage() };
}

test("German chosen in the settings on one browser is the language of a fresh browser after sign-in", async ({
  browser,
}) => {
  const first = await freshEnglishPage(browser);
  const account = await createMerchant({ label: "E2E English", language: "en" });
  await first.page.goto("/signin");
  await submitSignIn(first.page, account, "en");
  await expect(first.page).toHaveURL(/\/overview$/, AFTER_SIGN_IN);
  await first.page.goto("/settings");
  await expect(first.page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await first.page.getByLabel("Language").selectOption("de");
  await first.page.getByRole("button", { name: "Save profile" }).click();
  await expect(first.page.getByRole("status").filter({ hasText: "Profil gespeichert." })).toBeVisible();
  await expect(first.page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
  await first.context.close();

  const second = await freshEnglishPage(browser);
  await second.page.goto("/signin");
  await expect(second.page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await submitSignIn(second.page, account, "en");
  await expect(second.page).toHaveURL(/\/overview$/, AFTER_SIGN_IN);
  await expectGermanDashboard(second.page);
  await second.page.goto("/settings");
  await expect(second.page).toHaveTitle("Einstellungen · LoyaltyPass");
  await second.context.close();
});
