// Renders the README's screenshots (docs/screenshots/*.png) from a running app with the demo accounts seeded:
//   npm run dev            (or npm start), then in another shell:
//   npm run screenshots    (SCREENSHOTS_BASE_URL defaults to http://localhost:3000)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { ensureChromium } from "./chromium";

const BASE_URL = process.env.SCREENSHOTS_BASE_URL ?? "http://localhost:3000";
const OUT_DIR = path.join(process.cwd(), "docs", "screenshots");
const OWNER = { email: "demo@example.com", password: "demo-password-123" };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

async function signIn(page: Page) {
  await page.goto(`${BASE_URL}/signin`);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/overview/, { timeout: 30_000 });
}

/** A few programs, so the list shows what a merchant sees after a week rather than an empty state. */
async function ensureSamplePrograms(page: Page) {
  const list = await page.request.get(`${BASE_URL}/v2/loyalty/programs?limit=1`);
  const { total } = (await list.json()) as { total?: number };
  if ((total ?? 0) > 0) return;
  const samples = [
    { name: "Coffee Club", passTypeIdentifier: "pass.com.example.coffee" },
    { name: "Bakery Stamp Card", passTypeIdentifier: "pass.com.example.bakery" },
    { name: "Gift Card", passTypeIdentifier: "pass.com.example.gift", programType: "giftcard" },
  ];
  for (const sample of samples) {
    await page.request.post(`${BASE_URL}/v2/programs`, { headers: { Origin: BASE_URL }, data: sample });
  }
}

async function shoot(page: Page, urlPath: string, file: string, fullPage = false) {
  await page.goto(`${BASE_URL}${urlPath}`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(OUT_DIR, file), fullPage });
  console.log(`[screenshots] ${file} ← ${urlPath}`);
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ["--no-sandbox"] });
  try {
    const desktop = await browser.newPage({ viewport: DESKTOP, locale: "en-US" });
    await signIn(desktop);
    await ensureSamplePrograms(desktop);
    await shoot(desktop, "/overview", "overview.png", true);
    await shoot(desktop, "/programs", "programs.png");
    await shoot(desktop, "/programs/new", "builder.png");
    await shoot(desktop, "/templates/new", "template-designer.png");

    // The same merchant, having chosen German (the language cookie the switcher sets).
    await desktop.context().addCookies([{ name: "lp_lang", value: "de", url: BASE_URL }]);
    await shoot(desktop, "/programs", "programs-de.png");
    await shoot(desktop, "/overview", "overview-de.png", true);

    const phone = await browser.newPage({ viewport: PHONE, locale: "en-US", isMobile: true, hasTouch: true });
    await signIn(phone);
    await shoot(phone, "/programs", "programs-phone.png");
    await shoot(phone, "/overview", "overview-phone.png");
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
