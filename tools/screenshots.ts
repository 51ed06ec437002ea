// Renders the README's screenshots (docs/screenshots/*.png) from a running app with the demo accounts seeded:
//   npm run dev            (or npm start), then in another shell:
//   npm run screenshots    (SCREENSHOTS_BASE_URL defaults to http://localhost:3000)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { readOutbox } from "../lib/mail/outbox";
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

const OUTBOX_DIR = path.resolve(process.env.OUTBOX_DIR ?? ".outbox");

/** The newest card page (`/m/…` or `/g/…`) e-mailed to an address, once the server's outbox worker sent it. */
async function cardPathFor(email: string, page: "m" | "g"): Promise<string> {
  const linkInText = new RegExp(`https?://\\S+(/${page}/[A-Za-z0-9_-]{43})\\b`);
  for (let attempt = 0; attempt < 150; attempt++) {
    const links = (await readOutbox(OUTBOX_DIR, email)).flatMap(
      (message) => linkInText.exec(message.text)?.[1] ?? [],
    );
    if (links.length > 0) return links.at(-1) as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no card link e-mailed to ${email} in ${OUTBOX_DIR}`);
}

/** A customer who joined through the join page and got points, and a gift card sent by e-mail: their pages. */
async function customerPages(page: Page) {
  const post = async (url: string, data: unknown) => {
    const response = await page.request.post(`${BASE_URL}${url}`, { headers: { Origin: BASE_URL }, data });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const list = async (type: string) => {
    const response = await page.request.get(`${BASE_URL}/v2/loyalty/programs?limit=100`);
    const { items } = (await response.json()) as { items: { id: string; programType: string }[] };
    return items.find((program) => program.programType === type)?.id ?? "";
  };
  const loyaltyId = await list("loyalty");
  const giftId = await list("giftcard");
  // The card page shows where and when the shop is (issue 28).
  await page.request.put(`${BASE_URL}/v2/loyalty/programs/${loyaltyId}`, {
    headers: { Origin: BASE_URL },
    data: {
      address: "Hauptstraße 1\n10115 Berlin",
      openingHours: "Mon–Fri 8–18\nSat 9–14",
      privacyUrl: "https://example.com/privacy",
    },
  });
  const stamp = Date.now();
  const customer = `screenshot-${stamp}@example.com`;
  await post(`/v2/public/programs/${loyaltyId}/members`, {
    email: customer,
    firstName: "Alex",
    lastName: "Example",
    consent: { privacyAt: new Date().toISOString() },
  });
  const cardPath = await cardPathFor(customer, "m");
  const members = await page.request.get(
    `${BASE_URL}/v2/loyalty/programs/${loyaltyId}/members?q=${encodeURIComponent(customer)}`,
  );
  const memberId = ((await members.json()) as { items: { id: string }[] }).items[0]?.id;
  await post(`/v2/loyalty/programs/${loyaltyId}/members/${memberId}/points`, {
    points: 120,
    reason: "Welcome",
  });
  const holder = `screenshot-gift-${stamp}@example.com`;
  const gift = (await post(`/v2/giftcards/programs/${giftId}/cards`, {
    initialValue: "50.00",
    customerEmail: holder,
  })) as { cardNumber: string };
  const giftCardPath = await cardPathFor(holder, "g");
  return {
    loyaltyId,
    joinPath: `/join/${loyaltyId}`,
    cardPath,
    giftCardPath,
    giftCardNumber: gift.cardNumber,
  };
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
    // A member and a gift card first, so the overview has numbers to show.
    const customer = await customerPages(desktop);
    await shoot(desktop, "/overview", "overview.png", true);
    await shoot(desktop, "/programs", "programs.png");
    await shoot(desktop, "/programs/new", "builder.png");
    await shoot(desktop, "/templates/new", "template-designer.png");
    await shoot(desktop, `/programs/${customer.loyaltyId}/members`, "members.png");
    await desktop.goto(`${BASE_URL}/programs/${customer.loyaltyId}`);
    await desktop.waitForLoadState("networkidle");
    const passSection = desktop.getByRole("region", { name: "Pass" }).first();
    await passSection.screenshot({ path: path.join(OUT_DIR, "pass-section.png") });
    console.log("[screenshots] pass-section.png ← the program page's Pass section");

    // The same merchant, having chosen German (the language cookie the switcher sets).
    await desktop.context().addCookies([{ name: "lp_lang", value: "de", url: BASE_URL }]);
    await shoot(desktop, "/programs", "programs-de.png");
    await shoot(desktop, "/overview", "overview-de.png", true);

    const phone = await browser.newPage({ viewport: PHONE, locale: "en-US", isMobile: true, hasTouch: true });
    await signIn(phone);
    await shoot(phone, "/programs", "programs-phone.png");
    await shoot(phone, "/overview", "overview-phone.png");
    await shoot(phone, customer.joinPath, "join-phone.png", true);
    await shoot(phone, customer.cardPath, "card-page.png", true);
    await shoot(phone, customer.giftCardPath, "gift-card-phone.png", true);
    await shoot(phone, "/scan", "scan-phone.png");
    // The scanner serving that gift card: its number typed, as a keyboard-wedge scanner types it.
    await phone
      .getByLabel("Program", { exact: true })
      .selectOption({ label: "Gift cards (all gift-card programs)" });
    await phone.getByRole("textbox", { name: "Gift card number" }).fill(customer.giftCardNumber);
    await phone.getByRole("button", { name: "Look up this card" }).click();
    await phone.getByTestId("scanner-giftcard-balance").waitFor();
    await phone.evaluate(() => window.scrollTo(0, 0));
    await phone.screenshot({ path: path.join(OUT_DIR, "scanner-giftcard.png") });
    console.log("[screenshots] scanner-giftcard.png ← /scan with a gift card looked up");
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
