import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { noticeWith } from "./notices";
import config from "./playwright.config";
import { fakeCameraArgs, workerClipPath, writeBlankClip, y4mFromImage } from "./support/camera-clip";
import { cardLinkPathFor, latestCardLinkMail } from "./support/card-link-mail";
import { expect, test } from "./support/fixtures";
import type { StorageState } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";

// A customer joins on their phone in German, opens the card from the e-mail, and the counter scans the QR code
// the card page shows (a clip of the card page's own QR image, played by Chromium's fake camera).
const CLIP = workerClipPath("join-camera");
writeBlankClip(CLIP);
// The customer is nobody in particular; the merchant has a browser of its own (merchantWithProgram).
test.use({ signedInAs: "nobody" });

const configured = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...configured, args: [...(configured.args ?? []), ...fakeCameraArgs(CLIP)] } });

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectNoAxeViolations(page: Page) {
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The merchant, in a browser of its own (desktop, English): a stamp-card program taking members by the browser scanner. */
async function merchantWithProgram(browser: Browser, baseURL: string, session: StorageState) {
  const context = await browser.newContext({ baseURL, locale: "en-GB", storageState: session });
  const page = await context.newPage();
  const post = async (url: string, data: unknown = {}) => {
    const response = await page.request.post(url, { headers: { Origin: baseURL }, data });
    expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  const name = `Kaffeebar ${Date.now()}`;
  const program = await post("/v2/programs", {
    passTypeIdentifier: "pass.com.example.join",
    name,
    schema: "stampCard",
    scannerType: "Browser",
    pointsScanPass: 1,
    customPointName: "Stempel",
    customPointsName: "Stempel",
    terms: "Ein Stempel pro Besuch.",
    customFields: [
      {
        name: "drink",
        displayName: "Lieblingsgetränk",
        type: "selection",
        options: ["Espresso", "Tee"],
        required: true,
      },
    ],
  });
  const offer = await post(`/v2/loyalty/programs/${program.id}/offers`, {
    name: "Gratis Espresso",
    pointsCost: 1,
  });
  await post(`/v2/loyalty/programs/${program.id}/offers/${offer.id}/publish`);
  return { context, page, programId: program.id, name };
}

test("a customer joins in German on a phone, opens the e-mailed card, and the counter scans it @phone", async ({
  browser,
  baseURL,
  merchantSession,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const merchant = await merchantWithProgram(browser, origin, merchantSession);

  // The merchant finds the join link (with its QR code) on the program's page.
  await merchant.page.goto(`/programs/${merchant.programId}`);
  const joinLink = merchant.page.getByRole("region", { name: "Join page" });
  await expect(
    joinLink.getByRole("img", { name: `QR code of the join page of ${merchant.name}` }),
  ).toBeVisible();
  const joinUrl = await joinLink.locator("[data-join-link]").getAttribute("href");
  expect(joinUrl).toBe(`${origin}/join/${merchant.programId}`);

  // The customer's phone speaks German.
  const phone = await browser.newContext({
    baseURL: origin,
    locale: "de-DE",
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const customer = await phone.newPage();
  await customer.goto(`/join/${merchant.programId}?utm_source=plakat&utm_campaign=fruehling`);
  await expect(
    customer.getByRole("heading", { level: 1, name: `Bei ${merchant.name} mitmachen` }),
  ).toBeVisible();
  await expectNoAxeViolations(customer);

  // Sent empty: the errors stand at their fields, in German, and focus moves to the first.
  await customer.getByRole("button", { name: "Mitmachen" }).click();
  const email = customer.getByRole("textbox", { name: /^E-Mail/ });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(
    customer.getByText("Bitte stimmen Sie zu: Ohne Ihre Angaben kann die Karte nicht funktionieren."),
  ).toBeVisible();
  await expect(customer.getByText("Bitte akzeptieren Sie die Bedingungen, um mitzumachen.")).toBeVisible();
  await customer.screenshot({ path: "test-results/join-errors-de.png", fullPage: true });

  const address = `kundin-${Date.now()}@example.com`;
  await email.fill(address);
  await customer.getByRole("textbox", { name: /^Vorname/ }).fill("Grete");
  await customer.getByRole("combobox", { name: /^Lieblingsgetränk/ }).selectOption("Tee");
  await customer.getByRole("checkbox", { name: /Ich akzeptiere die Bedingungen/ }).check();
  await customer.getByRole("checkbox", { name: /Ich bin einverstanden/ }).check();
  await customer.getByRole("button", { name: "Mitmachen" }).click();
  const done = customer.getByRole("heading", { name: "Sehen Sie in Ihr E-Mail-Postfach" });
  await expect(done).toBeFocused();
  await expect(customer.getByText(address, { exact: false })).toBeVisible();
  await customer.screenshot({ path: "test-results/join-done-de.png", fullPage: true });

  // The e-mail (German) carries the card link; the member has the campaign and the consent.
  const cardPath = await cardLinkPathFor(address);
  const mail = await latestCardLinkMail(address);
  expect(mail?.subject).toBe(`Ihre Kundenkarte von ${merchant.name}`);

  const response = await customer.goto(cardPath);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(customer.getByRole("heading", { level: 1, name: merchant.name })).toBeVisible();
  await expect(customer.getByText("0 Stempel", { exact: true })).toBeVisible();
  await expect(customer.getByText("Sammeln Sie weitere Stempel für eine Prämie.")).toBeVisible();
  const qr = customer.locator('img[data-qr="member"]');
  await expect(qr).toBeVisible();
  const memberNumber = (await customer.locator("[data-number]").textContent())?.trim() ?? "";
  expect(memberNumber).toMatch(/^[0-9A-Z]{16}$/);
  await expectNoAxeViolations(customer);
  await customer.screenshot({ path: "test-results/card-de.png", fullPage: true });

  const members = await merchant.page.request.get(
    `/v2/loyalty/programs/${merchant.programId}/members?q=${encodeURIComponent(address)}`,
  );
  const [member] = ((await members.json()) as { items: Record<string, unknown>[] }).items;
  expect(member).toMatchObject({
    firstName: "Grete",
    customFields: { drink: "Tee" },
    utm: { source: "plakat", campaign: "fruehling", medium: null },
  });

  // The counter scans the QR code the card page shows.
  const { writeFileSync } = await import("node:fs");
  writeFileSync(CLIP, await y4mFromImage(await qr.screenshot()));
  await merchant.page.goto("/scan");
  await merchant.page.getByLabel("Program", { exact: true }).selectOption({ label: merchant.name });
  await merchant.page.getByRole("button", { name: "Start camera" }).click();
  await expect(noticeWith(merchant.page, /1 (point|Stempel) credited/)).toBeVisible({ timeout: 30_000 });
  await merchant.page.getByRole("button", { name: "Stop camera" }).click();

  // After a reload the card shows the stamp and the reward it now reaches.
  await customer.reload();
  await expect(customer.getByText("1 Stempel", { exact: true })).toBeVisible();
  await expect(customer.getByText("Gratis Espresso")).toBeVisible();
  await customer.screenshot({ path: "test-results/card-after-scan-de.png", fullPage: true });

  await phone.close();
  await merchant.context.close();
});

test("a repeat join looks the same and keeps the held link; a replaced or erased card link says the card no longer exists", async ({
  browser,
  baseURL,
  merchantSession,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const merchant = await merchantWithProgram(browser, origin, merchantSession);
  const customer = await merchant.context.newPage();
  const address = `again-${Date.now()}@example.com`;

  const join = async (screenshot?: string) => {
    await customer.goto(`/join/${merchant.programId}`);
    if (screenshot) await customer.screenshot({ path: screenshot, fullPage: true });
    await customer.getByRole("textbox", { name: /^E-mail/ }).fill(address);
    await customer.getByRole("combobox", { name: /^Lieblingsgetränk/ }).selectOption("Espresso");
    await customer.getByRole("checkbox", { name: /I accept the terms/ }).check();
    await customer.getByRole("checkbox", { name: /I agree that/ }).check();
    await customer.getByRole("button", { name: "Join" }).click();
    await expect(customer.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    return customer.locator("main").innerText();
  };
  const first = await join("test-results/join-desktop.png");
  const firstCard = await cardLinkPathFor(address);
  const second = await join();
  expect(second).toBe(first);
  const secondCard = await cardLinkPathFor(address, { atLeast: 2 });
  expect(secondCard).not.toBe(firstCard);

  // A repeated join never breaks the link the member holds (decision 033): the first link still opens the card.
  expect((await customer.goto(firstCard))?.status()).toBe(200);

  // The merchant sends the link again from the member's page; every earlier link stops working.
  const members = await merchant.page.request.get(
    `/v2/loyalty/programs/${merchant.programId}/members?q=${encodeURIComponent(address)}`,
  );
  const [member] = ((await members.json()) as { items: { id: string }[] }).items;
  await merchant.page.goto(`/programs/${merchant.programId}/members/${member?.id}`);
  await merchant.page.getByRole("button", { name: "Send card link again" }).click();
  await expect(noticeWith(merchant.page, /A new card link is on its way/)).toBeVisible();
  const thirdCard = await cardLinkPathFor(address, { atLeast: 3 });
  expect((await customer.goto(secondCard))?.status()).toBe(404);
  // A dead link: a plain page with a 404, never a 500.
  const dead = await customer.goto(firstCard);
  expect(dead?.status()).toBe(404);
  await expect(customer.getByRole("heading", { level: 1, name: "This card no longer exists" })).toBeVisible();
  expect((await customer.goto(thirdCard))?.status()).toBe(200);
  await customer.screenshot({ path: "test-results/card-desktop.png", fullPage: true });
  await merchant.page.goto(`/programs/${merchant.programId}`);
  await merchant.page
    .getByRole("region", { name: "Join page" })
    .screenshot({ path: "test-results/join-link-desktop.png" });

  // An erasure kills the link.
  const erased = await merchant.page.request.post(
    `/v2/loyalty/gdpr/erasure?programId=${merchant.programId}&memberId=${member?.id}`,
    { headers: { Origin: origin }, data: {} },
  );
  expect(erased.status()).toBe(200);
  expect((await customer.goto(thirdCard))?.status()).toBe(404);
  await expect(customer.getByText("This card no longer exists")).toBeVisible();
  await merchant.context.close();
});
