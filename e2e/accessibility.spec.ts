import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";

// Every page of the product, as the person who sees it, at 1280 px (desktop project) and 375 px (@phone).
const OWNER = { email: "demo@example.com", password: "demo-password-123" };
const STAFF = { email: "support@example.com", password: "support-password-123" };

type Account = typeof OWNER;
type Fixtures = { programId: string; giftCardProgramId: string; templateId: string; offerId: string };

async function signIn(page: Page, account: Account) {
  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 30_000 });
}

async function created(request: APIRequestContext, origin: string, path: string, data: unknown) {
  const response = await request.post(path, { headers: { Origin: origin }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** One of everything the dashboard lists, so pages are checked with content, not only their empty states. */
async function createFixtures(context: BrowserContext, origin: string): Promise<Fixtures> {
  const request = context.request;
  const stamp = Date.now();
  const programId = await created(request, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.axe",
    name: `Axe loyalty ${stamp}`,
  });
  const giftCardProgramId = await created(request, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.axe.gift",
    name: `Axe gift ${stamp}`,
    programType: "giftcard",
  });
  await created(request, origin, `/v2/giftcards/programs/${giftCardProgramId}/cards`, {
    initialValue: "25.00",
    customerEmail: "axe-holder@example.com",
  });
  const templateId = await created(request, origin, "/v2/templates", {
    name: `Axe ${stamp}`,
    passType: "storeCard",
  });
  const offerId = await created(request, origin, `/v2/loyalty/programs/${programId}/offers`, {
    name: "Axe offer",
  });
  return { programId, giftCardProgramId, templateId, offerId };
}

const PUBLIC_PAGES = [
  "/",
  "/signin",
  "/signup",
  "/forgot-password",
  "/reset-password?token=unknown-token-for-the-accessibility-check",
  "/legal/terms",
  "/docs",
  "/no-such-page",
];

const ownerPages = (ids: Fixtures) => [
  "/programs",
  "/programs?q=nothing-matches-this",
  "/programs/new",
  `/programs/${ids.programId}`,
  `/programs/${ids.programId}/offers`,
  `/programs/${ids.programId}/offers/${ids.offerId}`,
  "/templates",
  "/templates/new",
  `/templates/${ids.templateId}`,
  "/giftcards",
  `/giftcards?program=${ids.giftCardProgramId}`,
  "/settings",
  "/settings/api-keys",
  "/docs",
  "/programs/000000000000000000000000",
];

const STAFF_PAGES = ["/programs", "/giftcards", "/gdpr", "/settings", "/settings/api-keys"];

/** Soft, so one run lists every page's violations. */
async function expectNoViolations(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
  expect.soft(summary, `axe on ${path}`).toEqual([]);
}

for (const phone of [false, true]) {
  const tag = phone ? " @phone" : "";

  test(`public pages have no axe violations${tag}`, async ({ page }) => {
    for (const path of PUBLIC_PAGES) await expectNoViolations(page, path);
  });

  test(`a merchant's pages have no axe violations${tag}`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    await signIn(page, OWNER);
    const ids = await createFixtures(context, baseURL ?? "");
    for (const path of ownerPages(ids)) await expectNoViolations(page, path);
  });

  test(`support staff's pages have no axe violations${tag}`, async ({ page }) => {
    await signIn(page, STAFF);
    for (const path of STAFF_PAGES) await expectNoViolations(page, path);
  });
}
