import { defineConfig, devices } from "@playwright/test";

// Started by tools/e2e.ts, which builds the app, starts it on E2E_BASE_URL with a fresh database and seeds it.
const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3100";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e-results.json" }]],
  outputDir: "../test-results/e2e-artifacts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright cannot download browsers on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/ },
    {
      name: "phone",
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
});
