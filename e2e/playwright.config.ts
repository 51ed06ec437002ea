import { defineConfig, devices } from "@playwright/test";
import { E2E_BROWSER_PATH } from "../tools/chromium";

// Started by tools/e2e.ts, which builds the app, starts it on E2E_BASE_URL with a fresh database and seeds it.
const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3100";

/**
 * Specs that start servers of their own (the production runtime, two processes on one database, a database that
 * dies): one at a time, on one worker, while the other worker runs the browser specs. They share no data with
 * anything else, but two of them at once would crowd a 2-core machine.
 */
const OWN_SERVERS = ["hardening.spec.ts", "multi-process.spec.ts"];

// Two workers, every test on its own: each spec works as a merchant of its own, signed up and signed in once per
// worker (support/fixtures.ts), and nothing else is shared between tests but the seeded support user.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Two workers share two cores (and the app server): a page can take half again as long as on one.
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e-results.json" }]],
  outputDir: "../test-results/e2e-artifacts",
  use: {
    baseURL,
    // Recording a trace costs about a fifth of the suite's CPU (a DOM snapshot at every step, on pages of up to
    // 20,000 elements) and is kept only for failures. A failure still leaves its screenshot and the page's ARIA
    // snapshot (error-context.md); for a trace, run the spec again with `-- --trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium headless shell (tools/chromium.ts); Playwright cannot download browsers here.
      executablePath: E2E_BROWSER_PATH,
      args: [
        "--no-sandbox",
        "--headless=new",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // First, so its long tests start at once rather than end the run.
    {
      name: "own-servers",
      testMatch: OWN_SERVERS,
      workers: 1,
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "desktop",
      testIgnore: OWN_SERVERS,
      use: { ...devices["Desktop Chrome"], channel: undefined },
      grepInvert: /@phone/,
    },
    {
      name: "phone",
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testIgnore: OWN_SERVERS,
      grep: /@phone/,
    },
  ],
});
