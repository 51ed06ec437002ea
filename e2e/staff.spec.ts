import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, STAFF, test } from "./support/fixtures";
import { createMerchant } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";

const BANNER = "Support staff: the merchant you act for";

// The pages are support staff's; they act for the spec's merchant (and for a second one the first test signs up).
test.use({ signedInAs: "staff" });

type OtherMerchant = { company: string; email: string; merchantId: string };

/** A second merchant, signed up and activated through the API; staff find it by its owner's e-mail. */
async function signUpMerchant(request: APIRequestContext): Promise<OtherMerchant> {
  const { company, email } = await createMerchant({ label: "Switch Target" });
  // The staff-only search finds it by its owner's e-mail, and answers its id.
  const login = await request.post("/v2/token", {
    form: { username: STAFF.email, password: STAFF.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const found = await request.get(`/v2/merchants?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const { items } = (await found.json()) as { items: { id: string; name: string; ownerEmail: string }[] };
  expect(items.map(({ name, ownerEmail }) => ({ name, ownerEmail }))).toEqual([
    { name: company, ownerEmail: email },
  ]);
  return { company, email, merchantId: items[0]?.id ?? "" };
}

async function expectNoAxeViolations(page: Page) {
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`)).toEqual(
    [],
  );
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Presses Tab until `target` has focus (the keyboard-only path), failing after a page's worth of stops. */
async function tabTo(page: Page, target: Locator) {
  for (let stop = 0; stop < 40; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("support staff find a merchant by e-mail, act for it on every page, and the owner sees their program", async ({
  page,
  browser,
  request,
  baseURL,
  merchant,
  merchantSession,
}) => {
  const other = await signUpMerchant(request);
  const programName = `Staff-made ${Date.now()}`;
  await page.goto("/programs");

  // No merchant chosen: the page offers the switcher instead of a dead end.
  const banner = page.getByRole("region", { name: BANNER });
  await expect(banner).toContainText("You are not acting for a merchant.");
  await expect(page.getByRole("heading", { name: "Programs", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose the merchant to act for" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Search merchants").fill(`  ${merchant.email.toUpperCase()} `);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("1 merchant found.")).toBeFocused();
  await expect(page.getByRole("list", { name: "Merchants found" })).toContainText(merchant.email);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Act for ${merchant.company}` }).click();

  await expect(banner.getByText(`Acting for ${merchant.company}`)).toBeVisible();
  await expect(banner).toContainText(`owner ${merchant.email}`);
  await expect(page.getByRole("link", { name: "Create program" }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The choice holds on every merchant page.
  for (const [path, heading] of [
    ["/templates", "Pass templates"],
    ["/giftcards", "Gift cards"],
    ["/gdpr", "GDPR erasure"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(banner.getByText(`Acting for ${merchant.company}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose the merchant to act for" })).toHaveCount(0);
  }
  // Account settings stay the staff member's own.
  await page.goto("/settings");
  await expect(page.getByText(`Signed in as ${STAFF.email}.`)).toBeVisible();

  // Staff create a program for the merchant through the dashboard (the API call names it in X-Merchant-Id).
  await page.goto("/programs/new");
  await page.getByLabel("Program name").fill(programName);
  await page.getByLabel("Pass type identifier").fill("pass.com.example.staff");
  const creating = page.waitForRequest(
    (sent) => sent.method() === "POST" && new URL(sent.url()).pathname === "/v2/programs",
  );
  await page.getByRole("button", { name: "Create program" }).click();
  expect((await creating).headers()["x-merchant-id"]).toMatch(/^[0-9a-f]{24}$/);
  await expect(
    page.getByRole("status").filter({ hasText: `Program “${programName}” created.` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: programName }).first()).toBeVisible();
  // Its edit and offers pages open in the merchant's scope too.
  await page.getByRole("link", { name: programName }).first().click();
  await expect(page.getByRole("heading", { name: programName, level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Offers" }).click();
  await expect(page.getByRole("heading", { name: `Offers: ${programName}`, level: 1 })).toBeVisible();
  await expect(banner.getByText(`Acting for ${merchant.company}`)).toBeVisible();

  // The owner, in a browser of their own, sees it; a stray acting-for cookie changes nothing for them.
  const ownerContext = await browser.newContext({ baseURL, storageState: merchantSession });
  try {
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto("/programs");
    await expect(ownerPage.getByRole("link", { name: programName }).first()).toBeVisible();
    await expect(ownerPage.getByRole("region", { name: BANNER })).toHaveCount(0);
    await ownerContext.addCookies([{ name: "lp_acting_for", value: other.merchantId, url: baseURL ?? "" }]);
    await ownerPage.reload();
    await expect(ownerPage.getByRole("link", { name: programName }).first()).toBeVisible();
    await expect(ownerPage.getByRole("region", { name: BANNER })).toHaveCount(0);
    await expect(ownerPage.getByText(other.company)).toHaveCount(0);
  } finally {
    await ownerContext.close();
  }

  // Switch to another merchant from the banner: its pages show its data, not the first merchant's.
  await page.goto("/programs");
  await banner.getByRole("button", { name: "Switch merchant" }).click();
  await banner.getByLabel("Search merchants").fill(other.email);
  await banner.getByLabel("Search merchants").press("Enter");
  await expect(banner.getByText("1 merchant found.")).toBeVisible();
  await expectNoAxeViolations(page);
  await banner.getByRole("button", { name: `Act for ${other.company}` }).click();
  await expect(banner.locator(":focus")).toHaveText(`Acting for ${other.company} (owner ${other.email})`);
  await expect(banner).toContainText(`owner ${other.email}`);
  await expect(page.getByRole("heading", { name: "No programs yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: programName })).toHaveCount(0);

  // Stop acting: merchant pages ask again.
  await banner.getByRole("button", { name: "Stop acting" }).click();
  await expect(banner).toContainText("You are not acting for a merchant.");
  await expect(page.getByRole("heading", { name: "Choose the merchant to act for" })).toBeVisible();
});

test("a ?merchant= link asks staff before it changes whom they act for", async ({
  page,
  request,
  merchant,
}) => {
  const login = await request.post("/v2/token", {
    form: { username: STAFF.email, password: STAFF.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const found = await request.get(`/v2/merchants?q=${encodeURIComponent(merchant.email)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const merchantId = ((await found.json()) as { items: { id: string }[] }).items[0]?.id;

  await page.goto(`/gdpr?merchant=${"f".repeat(24)}`);
  await expect(page.getByText("This link names a merchant that does not exist.")).toBeVisible();

  await page.goto(`/giftcards?merchant=${merchantId}&offset=0`);
  await expect(page.getByText(`This link is for ${merchant.company}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Act for ${merchant.company}` }).click();
  await expect(page).toHaveURL(/\/giftcards\?offset=0$/);
  const banner = page.getByRole("region", { name: BANNER });
  await expect(banner.getByText(`Acting for ${merchant.company}`)).toBeVisible();
  // A link for the merchant already chosen just opens the page.
  await page.goto(`/gdpr?merchant=${merchantId}`);
  await expect(page.getByLabel("Customer e-mail")).toBeVisible();
});

test("the banner and the switcher speak German", async ({ page, baseURL, merchant }) => {
  await page.context().addCookies([{ name: "lp_lang", value: "de", url: baseURL ?? "" }]);
  await page.goto("/templates");
  const banner = page.getByRole("region", { name: "Support: der Händler, für den Sie handeln" });
  await expect(banner).toContainText("Sie handeln für keinen Händler.");
  await expect(page.getByRole("heading", { name: "Händler wählen, für den Sie handeln" })).toBeVisible();
  await page.getByLabel("Händler suchen").fill(merchant.email);
  await page.getByRole("button", { name: "Suchen", exact: true }).click();
  await expect(page.getByText("1 Händler gefunden.")).toBeVisible();
  await page.getByRole("button", { name: `Für ${merchant.company} handeln` }).click();
  await expect(banner.getByText(`Sie handeln für ${merchant.company}`)).toBeVisible();
  await banner.getByRole("button", { name: "Nicht mehr handeln" }).click();
  await expect(banner).toContainText("Sie handeln für keinen Händler.");
});

test("staff choose, switch and stop by keyboard alone at 375 px @phone", async ({ page, merchant }) => {
  await page.goto("/templates");
  const banner = page.getByRole("region", { name: BANNER });
  await expect(banner).toContainText("You are not acting for a merchant.");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // From the banner: open the search, type, pick the result, all with the keyboard.
  const toggle = banner.getByRole("button", { name: "Choose merchant" });
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(banner.getByLabel("Search merchants")).toBeFocused();
  await page.keyboard.type(merchant.email);
  await page.keyboard.press("Enter");
  await expect(banner.getByText("1 merchant found.")).toBeFocused();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button", { name: `Act for ${merchant.company}` })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(banner.locator(":focus")).toHaveText(
    `Acting for ${merchant.company} (owner ${merchant.email})`,
  );
  await expect(page.getByRole("link", { name: "Create template" }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Escape closes a reopened search and returns to its button; then stop acting by keyboard.
  const switchButton = banner.getByRole("button", { name: "Switch merchant" });
  await tabTo(page, switchButton);
  await page.keyboard.press("Enter");
  await expect(banner.getByLabel("Search merchants")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(banner.getByLabel("Search merchants")).toBeHidden();
  await expect(switchButton).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button", { name: "Stop acting" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner.locator(":focus")).toHaveText("You are not acting for a merchant.");
  await expect(page.getByRole("heading", { name: "Choose the merchant to act for" })).toBeVisible();
});
