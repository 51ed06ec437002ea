import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expectNoNoticeAfterReload, noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";
import { AFTER_SIGN_IN, submitSignIn } from "./support/sign-in";

// Tests start signed in as the spec's merchant; the ones about signing in clear the session first.

/** WCAG 2.2 A/AA and axe's best practices. */
async function expectNoViolations(page: Page, label: string) {
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
  expect(summary, `axe: ${label}`).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
}

test("a merchant builds a program, fixes a field error, and renames it", async ({ page }) => {
  const name = `Coffee Club ${Date.now()}`;
  const renamed = `${name} Gold`;

  await page.goto("/programs");

  await page.getByRole("link", { name: "Create program" }).first().click();
  await expect(page.getByRole("heading", { name: "New program" })).toBeVisible();

  await page.getByLabel("Program name").fill(name);
  const passType = page.getByLabel("Pass type identifier");
  await passType.fill("com.example.card");
  await page.getByRole("button", { name: "Create program" }).click();

  await expect(passType).toHaveAttribute("aria-invalid", "true");
  await expect(passType).toHaveAccessibleDescription(/Must start with “pass\.”/);
  await expect(
    page.getByRole("link", { name: /Pass type identifier: Must start with “pass\.”/ }),
  ).toBeVisible();

  await passType.fill("pass.com.example.loyalty");
  await expect(passType).not.toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Program schema").selectOption({ label: "Stamp card" });
  await page.getByLabel("Description", { exact: true }).fill("Ten coffees, the eleventh is on us.");
  await page.getByRole("tab", { name: "Points and scanner" }).click();
  await page.getByLabel("Points per scan", { exact: true }).fill("10");
  await page.getByRole("tab", { name: "Custom fields" }).click();
  await page.getByRole("button", { name: "Add custom field" }).click();
  await page.getByLabel("Field key").fill("birthday");
  await page.getByLabel("Label shown to customers").fill("Birthday");
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Date" });
  await page.getByRole("button", { name: "Require birthday" }).click();
  await expect(page.getByRole("list", { name: "Chosen required fields" })).toContainText("birthday");

  // Leaving with unsaved edits asks first; "stay" keeps everything typed.
  page.once("dialog", (dialog) => dialog.dismiss());
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Programs" }).click();
  await expect(page.getByRole("heading", { name: "New program" })).toBeVisible();
  await expect(page.getByLabel("Program name")).toHaveValue(name);

  await page.getByRole("button", { name: "Create program" }).click();
  const notice = noticeWith(page, `Program “${name}” created.`);
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  // Said once: `?created=` has left the address, and a reload says nothing.
  await expectNoNoticeAfterReload(page, "created.", /\/programs$/);
  await page.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  // A stamp card has no tiers; its values sit on their tabs.
  await expect(page.getByRole("tab")).toHaveText([
    "Identity",
    "Contact",
    "Languages",
    "Points and scanner",
    "Custom fields",
    "Data retention",
  ]);
  await expect(page.getByLabel("Field key")).toHaveValue("birthday");
  await expect(page.getByLabel("Points per scan", { exact: true })).toHaveValue("10");
  await expect(page.getByLabel("Website")).toHaveValue("");

  await page.getByLabel("Program name").fill(renamed);
  await page.getByRole("button", { name: "Save changes" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Saved" });
  await expect(saved).toBeVisible();
  await expect(saved).toBeFocused();

  await page.getByRole("link", { name: "Back to programs" }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole("link", { name: renamed })).toBeVisible();
});

test("the browser's Back button asks before unsaved edits are lost", async ({ page }) => {
  await page.goto("/programs");
  await page.getByRole("link", { name: "Create program" }).first().click();
  await expect(page.getByRole("heading", { name: "New program" })).toBeVisible();
  await page.getByLabel("Program name").fill("Half-typed program");

  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    return dialog.dismiss();
  });
  await page.evaluate(() => window.history.back());
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toMatch(/unsaved changes/);
  await expect(page.getByRole("heading", { name: "New program" })).toBeVisible();
  await expect(page.getByLabel("Program name")).toHaveValue("Half-typed program");

  page.once("dialog", (dialog) => dialog.accept());
  await page.evaluate(() => window.history.back());
  await expect(page.getByRole("heading", { name: "Programs", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/programs$/);
});

test("the sidebar's background reaches the bottom of the window on a long page, scrolled to the end", async ({
  page,
}) => {
  // The builder's custom fields, several of them, make a page longer than two windows.
  await page.goto("/programs/new?section=customFields");
  for (let count = 0; count < 4; count++)
    await page.getByRole("button", { name: "Add custom field" }).click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sidebar = await page.locator(".shell__sidebar").evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, background: getComputedStyle(element).backgroundColor };
  });
  const viewportHeight = await page.evaluate(() => window.innerHeight);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(viewportHeight);
  // Within a pixel: layout rounds sub-pixel heights.
  expect(sidebar.top).toBeLessThanOrEqual(1);
  expect(sidebar.bottom).toBeGreaterThanOrEqual(viewportHeight - 1);
  expect(sidebar.background).not.toBe("rgba(0, 0, 0, 0)");
});

test("validation errors from the API are shown at the fields they name", async ({ page }) => {
  await page.goto("/programs/new");
  await expect(page.getByRole("heading", { name: "New program" })).toBeVisible();

  // The form validates with the same schema first, so answers only the server gives are simulated here.
  // Their English text never reaches the page: the builder words each item from its type and ctx.
  await page.route("**/v2/programs", (route) =>
    route.fulfill({
      status: 422,
      json: {
        detail: [
          {
            type: "string_too_long",
            loc: ["body", "customFields", 0, "name"],
            msg: "String should have at most 50 characters",
            input: "tier",
            ctx: { max_length: 50 },
          },
          {
            type: "value_error",
            loc: ["body"],
            msg: "Value error, Too many programs for this plan",
            input: {},
          },
        ],
      },
    }),
  );
  await page.getByLabel("Program name").fill(`Rejected ${Date.now()}`);
  await page.getByLabel("Pass type identifier").fill("pass.com.example.rejected");
  await page.getByRole("tab", { name: "Custom fields" }).click();
  await page.getByRole("button", { name: "Add custom field" }).click();
  await page.getByLabel("Field key").fill("tier");
  await page.getByRole("tab", { name: "Identity" }).click();
  await page.getByRole("button", { name: "Create program" }).click();

  // The field's tab says it holds a problem; the summary's link opens the tab and focuses the field.
  await expect(page.getByRole("tab", { name: "Custom fields, 1 problem" })).toBeVisible();
  const fieldKey = page.getByLabel("Field key");
  await expect(fieldKey).toBeHidden();
  await expect(
    page.getByText("The request was not accepted. Check your entries and try again."),
  ).toBeVisible();
  await expect(page.getByText(/Too many programs|String should have/)).toHaveCount(0);
  const link = page.getByRole("link", { name: "Custom field 1: Field key: Use at most 50 characters." });
  await link.click();
  await expect(fieldKey).toBeFocused();
  await expect(page.getByRole("tab", { name: /^Custom fields/ })).toHaveAttribute("aria-selected", "true");
  await expect(fieldKey).toHaveAttribute("aria-invalid", "true");
  await expect(fieldKey).toHaveAccessibleDescription(/Use at most 50 characters/);
  await expect(page).toHaveURL(/\/programs\/new\?section=customFields$/);
});

test("a wrong password shows an error and stays on the sign-in page", async ({ page, merchant }) => {
  await page.context().clearCookies();
  await page.goto("/signin");
  await submitSignIn(page, { email: merchant.email, password: "not-the-password" });
  await expect(page.getByRole("main").getByRole("alert")).toContainText("do not match");
  await expect(page).toHaveURL(/\/signin/);
});

test("signed-out visitors are sent to sign in, and come back afterwards", async ({ page, merchant }) => {
  await page.context().clearCookies();
  await page.goto("/programs");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fprograms$/);
  await submitSignIn(page, merchant);
  await expect(page).toHaveURL(/\/programs$/, AFTER_SIGN_IN);
  await expect(page.getByRole("heading", { name: "Programs", level: 1 })).toBeVisible();
});

test("a search that finds nothing says so, without an empty page count", async ({ page }) => {
  await page.goto("/programs?q=zzz-no-such-program");
  await expect(page.getByRole("heading", { name: /No programs match/ })).toBeVisible();
  await expect(page.getByText(/Showing 0/)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
});

test("the landing page and the programs list work at 375 px @phone", async ({ page, merchant }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "runs in the phone project");

  await page.context().clearCookies();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).click();
  await submitSignIn(page, merchant);
  await expect(page).toHaveURL(/\/overview$/, AFTER_SIGN_IN);
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Programs" }).click();
  await expect(page).toHaveURL(/\/programs$/);

  const name = `Phone Club ${Date.now()}`;
  await page.getByRole("link", { name: "Create program" }).first().click();
  await page.getByLabel("Program name").fill(name);
  await page.getByLabel("Pass type identifier").fill("pass.com.example.phone");
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "Create program" }).click();
  await expect(noticeWith(page, `Program “${name}” created.`)).toBeVisible();
  await expect(page.getByRole("link", { name })).toBeVisible();
  await expectNoHorizontalScroll(page);

  const dashboardNav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(dashboardNav).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(dashboardNav.getByRole("link", { name: "Templates" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await dashboardNav.getByRole("link", { name: "Templates" }).click();
  await expect(page.getByRole("heading", { name: "Pass templates" })).toBeVisible();
  await expect(dashboardNav).toBeHidden();
  await expectNoHorizontalScroll(page);
});

test("inside the dashboard: a missing program keeps the navigation, the logo is in a landmark, checkboxes are 24 px", async ({
  page,
}) => {
  await page.goto("/programs/000000000000000000000000");
  await expect(page.getByRole("heading", { name: "Not found", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: /LoyaltyPass/ })).toBeVisible();
  await page.getByRole("link", { name: "Back to your programs" }).click();
  await expect(page).toHaveURL(/\/programs$/);

  await page.goto("/programs/new?section=points");
  const checkbox = page.getByRole("checkbox").first();
  await expect(checkbox).toBeVisible();
  const box = await checkbox.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
});

test("the builder guides free-text fields: a country picker, a phone check, options for a selection", async ({
  page,
}) => {
  await page.goto("/programs/new");
  await expect(page.getByRole("heading", { name: "New program" })).toBeVisible();
  await page.getByLabel("Program name").fill(`Guided ${Date.now()}`);
  await page.getByLabel("Pass type identifier").fill("pass.com.example.guided");
  await page.getByLabel("Country").selectOption({ label: "Germany (DE)" });
  await page.getByRole("tab", { name: "Contact" }).click();
  const phone = page.getByLabel("Phone", { exact: true });
  await phone.fill("call me maybe");
  await page.getByRole("tab", { name: "Custom fields" }).click();
  await page.getByRole("button", { name: "Add custom field" }).click();
  await page.getByLabel("Field key").fill("size");
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Selection (pick one)" });
  await page.getByRole("button", { name: "Create program" }).click();

  // The first problem in the form's order is on another tab: it opens, with focus on the field.
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number with digits/);
  await expect(page.getByRole("tab", { name: "Custom fields, 1 problem" })).toBeVisible();
  await page.getByRole("link", { name: /^Custom field 1: Options: Add at least one option/ }).click();
  await expect(page.getByText("Add at least one option to choose from.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/programs\/new\?section=customFields$/);
  await page.getByRole("tab", { name: "Identity" }).click();
  await expect(page.getByLabel("Country")).toHaveValue("DE");
});

test("the builder is in tabs: arrow keys move between them, the address remembers one, the save bar stays", async ({
  page,
}) => {
  await page.goto("/programs/new");
  await expect(page.getByRole("heading", { name: "New program" })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Program sections" });
  await expect(tabs.getByRole("tab")).toHaveCount(7);
  const save = page.getByRole("button", { name: "Create program" });
  await expect(save).toBeInViewport();

  const identity = tabs.getByRole("tab", { name: "Identity" });
  await identity.focus();
  await page.keyboard.press("ArrowRight");
  const contact = tabs.getByRole("tab", { name: "Contact" });
  await expect(contact).toBeFocused();
  await expect(contact).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Contact" }).getByLabel("Website")).toBeVisible();
  await page.keyboard.press("End");
  await expect(tabs.getByRole("tab", { name: "Data retention" })).toBeFocused();
  await expect(page).toHaveURL(/\?section=retention$/);
  await expect(page.getByRole("group", { name: "Data retention" })).toBeVisible();
  await expect(save).toBeInViewport();

  // A reload opens the tab from the address; "Next" leads on from each tab.
  await page.goto("/programs/new?section=points");
  await expect(tabs.getByRole("tab", { name: "Points and scanner" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("button", { name: "Next: Tiers" }).click();
  await expect(tabs.getByRole("tab", { name: "Tiers" })).toBeFocused();
  await page.getByRole("button", { name: "Add tier" }).click();
  await page.getByLabel("Tier name").fill("Silver");
  await page.getByRole("button", { name: "Add tier" }).click();
  await page.getByLabel("Tier name").nth(1).fill("Gold");
  await page.getByLabel("Lifetime points to reach it").nth(1).fill("50");
  await page.getByLabel("Lifetime points to reach it").nth(0).fill("100");
  await identity.click();
  await page.getByLabel("Program name").fill(`Tiers ${Date.now()}`);
  await page.getByLabel("Pass type identifier").fill("pass.com.example.tiers");
  await save.click();
  // Tiers must ascend: the shared schema's rule, worded for the merchant, on the tab that opened for it.
  const goldPoints = page.getByLabel("Lifetime points to reach it").nth(1);
  await expect(goldPoints).toBeFocused();
  await expect(goldPoints).toHaveAccessibleDescription(/more lifetime points than the tier before it/);
  await goldPoints.fill("500");
  await save.click();
  await expect(noticeWith(page, "created.")).toBeVisible();
});

for (const phone of [false, true]) {
  test(`a gift-card program's builder has no points, scanner, tiers or custom fields, in English and German${phone ? " @phone" : ""}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/programs/new?type=giftcard");
    await expect(page.getByRole("heading", { name: "New program" })).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Program sections" });
    await expect(tabs.getByRole("tab")).toHaveText([
      "Identity",
      "Contact",
      "Languages",
      "Redemption",
      "Data retention",
    ]);
    await expect(page.getByLabel("Program schema")).toHaveCount(0);
    await expect(page.getByLabel("Points per scan", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Scanner")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add custom field" })).toHaveCount(0);
    if (phone) await expectNoHorizontalScroll(page);
    await expectNoViolations(page, "gift-card builder");

    // Switching the type back to loyalty brings the loyalty tabs back.
    await page.getByLabel("Program type").selectOption("loyalty");
    await expect(tabs.getByRole("tab")).toHaveCount(7);
    await page.getByLabel("Program type").selectOption("giftcard");

    const name = `Gift tabs ${Date.now()}${phone ? " phone" : ""}`;
    await page.getByLabel("Program name").fill(name);
    await page.getByLabel("Pass type identifier").fill("pass.com.example.gifttabs");
    // Decision 046: the program may ask for the card's security code at the counter.
    await tabs.getByRole("tab", { name: "Redemption" }).click();
    await page.getByLabel("Redeem only with the card’s security code").check();
    const creating = page.waitForRequest(
      (sent) => sent.method() === "POST" && new URL(sent.url()).pathname === "/v2/programs",
    );
    await page.getByRole("button", { name: "Create program" }).click();
    // Only what a gift card uses is sent.
    const sent = (await creating).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ name, programType: "giftcard", requireSecurityCode: true });
    for (const field of ["schema", "pointsScanPass", "scannerType", "customFields", "tiers"]) {
      expect(sent, field).not.toHaveProperty(field);
    }
    await expect(noticeWith(page, `Program “${name}” created.`)).toBeVisible();
    // The list names the type without a loyalty schema.
    const listed = page.locator(`[data-program-id]`, { hasText: name }).locator("visible=true");
    await expect(listed).toContainText("Gift card");
    await expect(listed).not.toContainText("Tiered membership");

    await expectNoViolations(page, "program list");
    await context.addCookies([{ name: "lp_lang", value: "de", url: baseURL ?? "" }]);
    await page.goto((await listed.getByRole("link", { name }).getAttribute("href")) ?? "");
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Abschnitte des Programms" }).getByRole("tab")).toHaveText(
      ["Grunddaten", "Kontakt", "Sprachen", "Einlösen", "Datenaufbewahrung"],
    );
    await expect(page.getByLabel("Punkte pro Scan", { exact: true })).toHaveCount(0);
    // The German save bar keeps one row.
    const save = page.getByRole("button", { name: "Speichern" });
    const back = page.getByRole("link", { name: "Alle Programme" });
    const [saveBox, backBox] = [await save.boundingBox(), await back.boundingBox()];
    expect(Math.abs((saveBox?.y ?? 0) - (backBox?.y ?? 1))).toBeLessThan(2);
    if (phone) await expectNoHorizontalScroll(page);
    await expectNoViolations(page, "German gift-card program");
  });
}
