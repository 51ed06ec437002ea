import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import {
  createFixtures,
  OWNER,
  ownerPages,
  PAGE_BUDGET_MS,
  PUBLIC_PAGES,
  STAFF,
  STAFF_PAGES,
  signIn,
} from "./site-pages";

// Every page of the product (./site-pages), at 1280 px (desktop project) and 375 px (@phone), against WCAG 2.2
// A/AA and axe's best practices (landmarks, one <h1>, heading order, all content inside a landmark…).
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Soft, so one run lists every page's violations. */
async function expectNoViolations(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
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
    // The API reference is a long page: axe takes a while on it when the machine is busy.
    test.setTimeout(120_000 + PUBLIC_PAGES.length * PAGE_BUDGET_MS);
    for (const path of PUBLIC_PAGES) await expectNoViolations(page, path);
  });

  test(`a merchant's pages have no axe violations${tag}`, async ({ page, context, baseURL }) => {
    await signIn(page, OWNER);
    const ids = await createFixtures(context, baseURL ?? "");
    // The list grows with every feature; a busy machine needs seconds per page, so the budget grows with it.
    test.setTimeout(60_000 + ownerPages(ids).length * PAGE_BUDGET_MS);
    for (const path of ownerPages(ids)) await expectNoViolations(page, path);
  });

  test(`support staff's pages have no axe violations${tag}`, async ({ page }) => {
    await signIn(page, STAFF);
    for (const path of STAFF_PAGES) await expectNoViolations(page, path);
  });
}
