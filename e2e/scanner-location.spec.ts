import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { readOutbox } from "../lib/mail/outbox";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { sessionOf } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";

// Issue 30: the scanner says where the counter is. Its scans name that location, online and queued offline; a
// cashier bound to one location finds it chosen.

type Json = Record<string, unknown>;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function post(request: APIRequestContext, origin: string, url: string, data: Json = {}): Promise<Json> {
  const response = await request.post(url, { headers: { Origin: origin }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Json;
}

const shop = (name: string) => ({
  name,
  address: { line1: "Torstraße 1", postalCode: "10119", city: "Berlin", country: "DE" },
  latitude: 52.53,
  longitude: 13.4,
  timeZone: "Europe/Berlin",
});

/** Two locations, a program that credits 5 points a scan and a member of it, through the API. */
async function twoShopsAndMember(request: APIRequestContext, origin: string) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const kreuzberg = String((await post(request, origin, "/v2/locations", shop(`Kreuzberg ${stamp}`))).id);
  const mitte = String((await post(request, origin, "/v2/locations", shop(`Mitte ${stamp}`))).id);
  const programName = `Two shops ${stamp}`;
  const { id: programId } = await post(request, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.locations",
    name: programName,
    scannerType: "Browser",
    pointsScanPass: 5,
    scanMinGapMinutes: 0,
  });
  const member = await post(request, origin, `/v2/loyalty/programs/${programId}/members`, {
    firstName: "Ada",
    email: `ada-${stamp}@example.com`,
  });
  return {
    stamp,
    kreuzberg,
    mitte,
    programName,
    programId: String(programId),
    memberId: String(member.id),
    memberNumber: String(member.memberNumber),
  };
}

/** The locations of the member's ledger entries, newest first. */
async function entryLocations(request: APIRequestContext, programId: string, memberId: string) {
  const response = await request.get(`/v2/loyalty/programs/${programId}/members/${memberId}/points`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { locationId: string | null }[] }).items.map(
    (entry) => entry.locationId,
  );
}

test("the counter picks its location, remembered on the device, and its scans carry it, offline too", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  await page.setViewportSize({ width: 375, height: 812 });
  const shops = await twoShopsAndMember(page.request, origin);

  await page.goto("/scan");
  const location = page.getByLabel("Location", { exact: true });
  // The first by name is chosen until the counter picks another.
  await expect(location).toHaveValue(shops.kreuzberg);
  await location.selectOption({ label: `Mitte ${shops.stamp}` });
  await page.getByLabel("Program", { exact: true }).selectOption({ label: shops.programName });
  await page.getByRole("textbox", { name: "Member number" }).fill(shops.memberNumber);
  await page.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(page, /5 points credited/)).toBeVisible();
  expect(await entryLocations(page.request, shops.programId, shops.memberId)).toEqual([shops.mitte]);

  await page.screenshot({ path: "test-results/scanner-location-375.png", fullPage: true });
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // This device remembers the choice; a scan queued without a network names it too when it is sent.
  await page.reload();
  await expect(location).toHaveValue(shops.mitte);
  await page.getByLabel("Program", { exact: true }).selectOption({ label: shops.programName });
  await context.setOffline(true);
  await page.getByRole("textbox", { name: "Member number" }).fill(shops.memberNumber);
  await page.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(page, /No network: the scan of card/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId("scan-queue-status")).toHaveText("The waiting scan was sent.", {
    timeout: 30_000,
  });
  expect(await entryLocations(page.request, shops.programId, shops.memberId)).toEqual([
    shops.mitte,
    shops.mitte,
  ]);
});

test("a cashier bound to one location finds it chosen and scans there", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const shops = await twoShopsAndMember(page.request, origin);
  const email = `cashier-${shops.stamp}@example.com`;
  await post(page.request, origin, "/v2/team/invitations", {
    email,
    role: "cashier",
    locationIds: [shops.mitte],
  });
  const token = await invitationTokenFor(email);
  const anonymous = await playwrightRequest.newContext({ baseURL: origin });
  const password = "a cashier's own passphrase";
  await post(anonymous, origin, `/v2/team/invitations/${token}/accept`, { name: "Cleo Cashier", password });
  await anonymous.dispose();

  const cashierContext = await browser.newContext({ storageState: await sessionOf({ email, password }) });
  const cashier = await cashierContext.newPage();
  await cashier.goto("/scan");
  const location = cashier.getByLabel("Location", { exact: true });
  await expect(location).toHaveValue(shops.mitte);
  await expect(location.getByRole("option")).toHaveText([`Mitte ${shops.stamp}`]);
  await cashier.getByLabel("Program", { exact: true }).selectOption({ label: shops.programName });
  await cashier.getByRole("textbox", { name: "Member number" }).fill(shops.memberNumber);
  await cashier.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(cashier, /5 points credited/)).toBeVisible();
  expect(await entryLocations(page.request, shops.programId, shops.memberId)).toEqual([shops.mitte]);
  await cashierContext.close();
});

test.describe("without the scanner's service worker", () => {
  // The scanner's service worker, once it controls the page, can take the page's requests past Playwright's
  // routes (see scanner-offline.spec.ts); this test needs its route to catch the first attempt.
  test.use({ serviceWorkers: "block" });

  test("a scan tried again keeps the location it was first sent with", async ({ page, baseURL }) => {
    const shops = await twoShopsAndMember(page.request, baseURL ?? "");
    await page.goto("/scan");
    const location = page.getByLabel("Location", { exact: true });
    await location.selectOption({ label: `Mitte ${shops.stamp}` });
    await page.getByLabel("Program", { exact: true }).selectOption({ label: shops.programName });
    // The first attempt never reaches the server; the counter then switches location before trying again.
    await page.route("**/scans", (route) => route.abort(), { times: 1 });
    await page.getByRole("textbox", { name: "Member number" }).fill(shops.memberNumber);
    await page.getByRole("button", { name: "Scan this number" }).click();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await location.selectOption({ label: `Kreuzberg ${shops.stamp}` });
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(noticeWith(page, /5 points credited/)).toBeVisible();
    expect(await entryLocations(page.request, shops.programId, shops.memberId)).toEqual([shops.mitte]);
  });
});

/** The token of the newest invitation e-mailed to the address (waits for the outbox worker). */
async function invitationTokenFor(email: string): Promise<string> {
  const outboxDir = process.env.E2E_OUTBOX_DIR;
  if (!outboxDir) throw new Error("E2E_OUTBOX_DIR is not set: run this through `npm run test:e2e`.");
  for (let attempt = 0; attempt < 100; attempt++) {
    // A mail being written reads as broken JSON for a moment: read again.
    const messages = await readOutbox(outboxDir, email).catch(() => []);
    const link = /https?:\/\/\S+\/accept-invitation\?token=[\w.-]+/.exec(messages.at(-1)?.text ?? "")?.[0];
    if (link) return new URL(link).searchParams.get("token") ?? "";
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation e-mail for ${email}`);
}
