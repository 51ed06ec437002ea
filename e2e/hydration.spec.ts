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

// When the browser renders a page differently from the server, React throws the server's HTML away and builds
// the page again (a flash, lost focus, and in production only a minified error in the console). Every page of
// the product (./site-pages) must hydrate cleanly, at 1280 px and 375 px.
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|422|423|425)\b/i;

/** Collects what the page reports about hydration, from console messages and uncaught errors alike. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(message.text().slice(0, 300));
    }
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_PROBLEM.test(`${error.message}\n${error.stack ?? ""}`))
      problems.push(error.message.slice(0, 300));
  });
  return problems;
}

/** Soft, so one run lists every page that does not hydrate. */
async function expectCleanHydration(page: Page, problems: string[], path: string) {
  problems.length = 0;
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState("networkidle");
  // React hydrates in small tasks; the browser is idle only once they have all run.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  expect.soft([...problems], `hydration of ${path}`).toEqual([]);
}

for (const phone of [false, true]) {
  const tag = phone ? " @phone" : "";

  test(`public pages hydrate without a mismatch${tag}`, async ({ page }) => {
    const problems = watchHydration(page);
    for (const path of PUBLIC_PAGES) await expectCleanHydration(page, problems, path);
  });

  test(`a merchant's pages hydrate without a mismatch${tag}`, async ({ page, context, baseURL }) => {
    const problems = watchHydration(page);
    await signIn(page, OWNER);
    const ids = await createFixtures(context, baseURL ?? "");
    test.setTimeout(60_000 + ownerPages(ids).length * PAGE_BUDGET_MS);
    for (const path of ownerPages(ids)) await expectCleanHydration(page, problems, path);
  });

  test(`support staff's pages hydrate without a mismatch${tag}`, async ({ page }) => {
    const problems = watchHydration(page);
    await signIn(page, STAFF);
    for (const path of STAFF_PAGES) await expectCleanHydration(page, problems, path);
  });
}
