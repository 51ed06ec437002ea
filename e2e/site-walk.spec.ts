import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  CHECKED_ONCE,
  createFixtures,
  ownerPages,
  PAGE_BUDGET_MS,
  PUBLIC_PAGES,
  STAFF_PAGES,
} from "./site-pages";
import { expect, test } from "./support/fixtures";
import { createMerchant, sessionOf } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";

// Every page of the product (./site-pages), at 1280 px (desktop project) and 375 px (@phone), visited once each:
// - it hydrates without a mismatch. When the browser renders a page differently from the server, React throws
//   the server's HTML away and builds the page again (a flash, lost focus, and in production only a minified
//   error in the console);
// - axe finds nothing against WCAG 2.2 A/AA and its best practices (landmarks, one <h1>, heading order, all
//   content inside a landmark…);
// - it is served with a Content-Security-Policy that carries a nonce and forbids framing, and nothing on it (a
//   script, a style, an image, the hydration) is refused by that policy (decision 034);
// - at 375 px, in English and in German, it does not scroll sideways (`overflowOf`): a page wider than the phone
//   hides its right edge, such as the amount field a cashier types into. The German pass loads each page once
//   more in a second context that asks for German, and checks only the width (axe has checked the page's markup).
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

/**
 * Why the page scrolls sideways, or null when it does not: the elements that spill out of their parent's content
 * box beyond the viewport's right edge (the ones to fix: those merely stretched by them are left out), skipping
 * those inside a container that scrolls or clips on its own, as a wide table in its scroller does.
 */
function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const edge = root.clientWidth + 0.5;
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      return false;
    };
    const contentRight = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        element.getBoundingClientRect().right -
        parseFloat(style.borderRightWidth) -
        parseFloat(style.paddingRight)
      );
    };
    const spilling = [...document.body.querySelectorAll("*")].filter((element) => {
      const right = element.getBoundingClientRect().right;
      const parent = element.parentElement;
      return right > edge && parent && right > contentRight(parent) + 0.5 && !clipped(element);
    });
    const names = spilling.slice(0, 5).map((element) => {
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join("");
      const text = (element.textContent ?? "").trim().slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${classes} in ${element.parentElement?.tagName.toLowerCase()} (to ${right} px) "${text}"`;
    });
    return `${root.scrollWidth} px wide in ${root.clientWidth} px: ${names.join("; ")}`;
  });
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
  if (isPhone(page))
    expect.soft(await overflowOf(page), `sideways scrolling of ${path} at 375 px`).toBeNull();
  // Details of the violations only: the passes of a 20,000-element page cost seconds to hand back.
  await stylesSettled(page);
  const axe = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ["violations"] });
  const { violations } = await (skip ? axe.exclude(skip) : axe).analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
  expect.soft(summary, `axe on ${path}`).toEqual([]);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 500;

/** The German pass: each page loaded once more, checked only for sideways scrolling. */
async function checkWidth(page: Page, path: string) {
  // Loaded with its style sheets and hydrated; not waiting for the network to fall quiet keeps the pass short.
  await page.goto(path, { waitUntil: "load" });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  expect
    .soft(
      await overflowOf(page),
      `sideways scrolling of ${path} at 375 px in ${await page.evaluate(() => document.documentElement.lang)}`,
    )
    .toBeNull();
}

/** The same session as `context`, in a phone's browser that asks for German. */
async function germanPhone(browser: Browser, context: BrowserContext): Promise<BrowserContext> {
  return browser.newContext({
    storageState: await context.storageState(),
    locale: "de-DE",
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
}

/** Loads `paths` in two tabs of `context`, each taking the next path when it is done. */
async function inTwoTabs(
  context: BrowserContext,
  paths: string[],
  visit: (page: Page, path: string) => Promise<void>,
) {
  const queue = [...paths];
  const tab = async () => {
    const page = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(page, path);
    await page.close();
  };
  await Promise.all([tab(), tab()]);
}

/** At 375 px: `paths` once more in German, for their width only. */
async function walkInGerman(browser: Browser, context: BrowserContext, paths: string[]) {
  const german = await germanPhone(browser, context);
  await inTwoTabs(german, paths, checkWidth);
  await german.close();
}

/**
 * Checks `paths` in two tabs of one browser context (one session), each taking the next path when it is done:
 * axe keeps one core busy per tab, and the pages do not depend on each other.
 */
async function walk(context: BrowserContext, paths: string[], skipFor: (path: string) => string | undefined) {
  const problems = new Map<Page, string[]>();
  await inTwoTabs(context, paths, (page, path) => {
    if (!problems.has(page)) problems.set(page, watchHydration(page));
    return checkPage(page, problems.get(page) ?? [], path, skipFor(path));
  });
}

/** The API reference's operations are checked by axe once: on the public page at 1280 px. */
const skipOnRepeat = (path: string) => (path === CHECKED_ONCE.path ? CHECKED_ONCE.part : undefined);
const skipNothing = () => undefined;

for (const phone of [false, true]) {
  const tag = phone ? " @phone" : "";

  test.describe(() => {
    test.use({ signedInAs: "nobody" });

    test(`public pages hydrate cleanly and have no axe violations${tag}`, async ({ browser, context }) => {
      // The API reference is a long page: axe takes a while on it when the machine is busy.
      test.setTimeout(120_000 + PUBLIC_PAGES.length * PAGE_BUDGET_MS);
      await walk(context, PUBLIC_PAGES, phone ? skipOnRepeat : skipNothing);
      if (phone) await walkInGerman(browser, context, PUBLIC_PAGES);
    });
  });

  test(`a merchant's pages hydrate cleanly and have no axe violations${tag}`, async ({
    browser,
    context,
    baseURL,
  }) => {
    const ids = await createFixtures(context, baseURL ?? "");
    // The list grows with every feature; a busy machine needs seconds per page, so the budget grows with it.
    test.setTimeout(60_000 + ownerPages(ids).length * PAGE_BUDGET_MS * (phone ? 1.5 : 1));
    await walk(context, ownerPages(ids), skipOnRepeat);
    if (phone) await walkInGerman(browser, context, ownerPages(ids));
  });

  if (phone)
    test(`a new merchant's overview fits a phone in both languages${tag}`, async ({ browser, baseURL }) => {
      // The overview of a merchant with no program, then with no gift-card program: the walk's merchant has both.
      const session = await sessionOf(await createMerchant({ label: "E2E overview width" }));
      const phoneIn = (locale: string) =>
        browser.newContext({
          storageState: session,
          locale,
          viewport: { width: 375, height: 740 },
          isMobile: true,
          hasTouch: true,
        });
      const checkBoth = async () => {
        for (const locale of ["en-US", "de-DE"]) {
          const context = await phoneIn(locale);
          await checkWidth(await context.newPage(), "/overview");
          await context.close();
        }
      };
      await checkBoth();
      const context = await phoneIn("en-US");
      const created = await context.request.post("/v2/programs", {
        headers: { Origin: baseURL ?? "" },
        data: { passTypeIdentifier: "pass.com.example.width", name: "Width loyalty" },
      });
      expect(created.status(), await created.text()).toBe(201);
      await context.close();
      await checkBoth();
    });

  test.describe(() => {
    test.use({ signedInAs: "staff" });

    test(`support staff's pages hydrate cleanly and have no axe violations${tag}`, async ({
      browser,
      context,
    }) => {
      await walk(context, STAFF_PAGES, skipNothing);
      if (phone) await walkInGerman(browser, context, STAFF_PAGES);
    });
  });
}
