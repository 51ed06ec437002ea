import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import {
  CHECKED_ONCE,
  createFixtures,
  ownerPages,
  PAGE_BUDGET_MS,
  PUBLIC_PAGES,
  STAFF_PAGES,
} from "./site-pages";
import { expect, test } from "./support/fixtures";

// Every page of the product (./site-pages), at 1280 px (desktop project) and 375 px (@phone), visited once each:
// - it hydrates without a mismatch. When the browser renders a page differently from the server, React throws
//   the server's HTML away and builds the page again (a flash, lost focus, and in production only a minified
//   error in the console);
// - axe finds nothing against WCAG 2.2 A/AA and its best practices (landmarks, one <h1>, heading order, all
//   content inside a landmark…);
// - it is served with a Content-Security-Policy that carries a nonce and forbids framing, and nothing on it (a
//   script, a style, an image, the hydration) is refused by that policy (decision 034).
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|422|423|425)\b/i;

const CSP_VIOLATION = /Content Security Policy|Content-Security-Policy/i;

/**
 * Collects what the page reports about hydration, from console messages and uncaught errors alike, and every
 * refusal of the content security policy (Chromium reports each one as a console error).
 */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const isProblem = HYDRATION_PROBLEM.test(message.text()) || CSP_VIOLATION.test(message.text());
    if (["error", "warning"].includes(message.type()) && isProblem)
      problems.push(message.text().slice(0, 300));
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_PROBLEM.test(`${error.message}\n${error.stack ?? ""}`))
      problems.push(error.message.slice(0, 300));
  });
  return problems;
}

/** Soft, so one run lists every page's problems. `skip`: a part of the page axe has checked elsewhere. */
async function checkPage(page: Page, problems: string[], path: string, skip?: string) {
  problems.length = 0;
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  expect
    .soft(policy, `content security policy of ${path}`)
    .toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect.soft(policy, `content security policy of ${path}`).toContain("frame-ancestors 'none'");
  await page.waitForLoadState("networkidle");
  // React hydrates in small tasks; the browser is idle only once they have all run.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  expect.soft([...problems], `hydration and content security policy of ${path}`).toEqual([]);
  // Details of the violations only: the passes of a 20,000-element page cost seconds to hand back.
  const axe = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ["violations"] });
  const { violations } = await (skip ? axe.exclude(skip) : axe).analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
  expect.soft(summary, `axe on ${path}`).toEqual([]);
}

/**
 * Checks `paths` in two tabs of one browser context (one session), each taking the next path when it is done:
 * axe keeps one core busy per tab, and the pages do not depend on each other.
 */
async function walk(context: BrowserContext, paths: string[], skipFor: (path: string) => string | undefined) {
  const queue = [...paths];
  const tab = async () => {
    const page = await context.newPage();
    const problems = watchHydration(page);
    for (let path = queue.shift(); path !== undefined; path = queue.shift())
      await checkPage(page, problems, path, skipFor(path));
    await page.close();
  };
  await Promise.all([tab(), tab()]);
}

/** The API reference's operations are checked by axe once: on the public page at 1280 px. */
const skipOnRepeat = (path: string) => (path === CHECKED_ONCE.path ? CHECKED_ONCE.part : undefined);
const skipNothing = () => undefined;

for (const phone of [false, true]) {
  const tag = phone ? " @phone" : "";

  test.describe(() => {
    test.use({ signedInAs: "nobody" });

    test(`public pages hydrate cleanly and have no axe violations${tag}`, async ({ context }) => {
      // The API reference is a long page: axe takes a while on it when the machine is busy.
      test.setTimeout(120_000 + PUBLIC_PAGES.length * PAGE_BUDGET_MS);
      await walk(context, PUBLIC_PAGES, phone ? skipOnRepeat : skipNothing);
    });
  });

  test(`a merchant's pages hydrate cleanly and have no axe violations${tag}`, async ({
    context,
    baseURL,
  }) => {
    const ids = await createFixtures(context, baseURL ?? "");
    // The list grows with every feature; a busy machine needs seconds per page, so the budget grows with it.
    test.setTimeout(60_000 + ownerPages(ids).length * PAGE_BUDGET_MS);
    await walk(context, ownerPages(ids), skipOnRepeat);
  });

  test.describe(() => {
    test.use({ signedInAs: "staff" });

    test(`support staff's pages hydrate cleanly and have no axe violations${tag}`, async ({ context }) => {
      await walk(context, STAFF_PAGES, skipNothing);
    });
  });
}
