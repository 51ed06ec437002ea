import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { noticeWith } from "./notices";
import config from "./playwright.config";
import { expect, test } from "./support/fixtures";
import { createMerchant, sessionOf } from "./support/merchants";
import { stylesSettled } from "./support/settled-styles";

// The counter's scanner without a network (docs/decisions/054-offline-scanner.md): /scan's shell kept by its
// service worker, scans queued in IndexedDB with their Idempotency-Keys and sent, credited once, when it returns.

type Json = Record<string, unknown>;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function post(
  page: Page,
  url: string,
  data: Json,
  headers: Record<string, string> = {},
): Promise<Json> {
  const origin = new URL(config.use?.baseURL ?? "").origin;
  const response = await page.request.post(url, { headers: { Origin: origin, ...headers }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Json;
}

type Member = { id: string; memberNumber: string };

/** A program whose every scan credits `points`, with `count` members (Ada 1, Ada 2, …). */
async function programWithMembers(page: Page, points: number, count: number) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const name = `Offline ${stamp}`;
  const program = await post(page, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.offline",
    name,
    scannerType: "Browser",
    pointsScanPass: points,
  });
  const programId = String(program.id);
  const members: Member[] = [];
  for (let index = 1; index <= count; index++) {
    const member = await post(page, `/v2/loyalty/programs/${programId}/members`, {
      firstName: "Ada",
      lastName: `Number ${index}`,
      email: `ada-${index}-${stamp}@example.com`,
    });
    members.push({ id: String(member.id), memberNumber: String(member.memberNumber) });
  }
  return { programId, name, members };
}

async function pointsOf(page: Page, programId: string, memberId: string): Promise<number> {
  const response = await page.request.get(`/v2/loyalty/programs/${programId}/members/${memberId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { points: number }).points;
}

async function typeNumber(page: Page, memberNumber: string) {
  await page.getByRole("textbox", { name: "Member number" }).fill(memberNumber);
  await page.getByRole("button", { name: "Scan this number" }).click();
}

/** The service worker has kept the signed-in scanner page (it does so after the page's first online visit). */
async function shellKept(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match("/scan", { ignoreSearch: true }))), {
      timeout: 30_000,
    })
    .toBe(true);
}

test("scans taken offline wait on the device and are credited once each when the network returns (375 px) @phone", async ({
  page,
  context,
}) => {
  const { programId, name, members } = await programWithMembers(page, 10, 4);
  const [first, second, third, erased] = members as [Member, Member, Member, Member];
  await page.goto("/scan");
  await expect(page.getByRole("heading", { level: 1, name: "Scanner" })).toBeVisible();
  await shellKept(page);

  // No network: the page itself opens from the service worker's copy.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Scanner" })).toBeVisible();
  await expect(page.getByText("No network", { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Looking up a member, redeeming offers and gift cards need the network/),
  ).toBeVisible();
  await page.getByLabel("Program", { exact: true }).selectOption({ label: name });

  for (const member of [first, second, third]) {
    await typeNumber(page, member.memberNumber);
    await expect(
      noticeWith(page, `No network: the scan of card ${member.memberNumber} is saved`),
    ).toBeVisible();
  }
  await expect(page.getByTestId("scan-queue-status")).toHaveText("3 scans waiting to send");
  // A member erased while the counter was offline: that scan cannot be applied.
  await typeNumber(page, erased.memberNumber);
  await expect(page.getByTestId("scan-queue-status")).toHaveText("4 scans waiting to send");
  for (const member of members) expect(await pointsOf(page, programId, member.id)).toBe(0);
  await post(
    page,
    `/v2/loyalty/gdpr/erasure?memberId=${erased.id}`,
    { reason: "Asked at the counter" },
    { "Idempotency-Key": randomUUID() },
  );

  mkdirSync("test-results", { recursive: true });
  await page.screenshot({ path: "test-results/scanner-offline-waiting-375.png", fullPage: true });
  await stylesSettled(page);
  const { violations: offlineViolations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(offlineViolations).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId("scan-queue-status")).toHaveText("All 3 waiting scans were sent.");
  for (const member of [first, second, third]) expect(await pointsOf(page, programId, member.id)).toBe(10);
  await expect(page.getByText("No network", { exact: true })).toBeHidden();

  const refused = page.getByRole("region", { name: "Saved scans that could not be applied" });
  await expect(refused.getByText(`Card ${erased.memberNumber} · ${name}`)).toBeVisible();
  await expect(refused.getByText(/the member's data was erased/)).toBeVisible();
  await page.screenshot({ path: "test-results/scanner-offline-375.png", fullPage: true });
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations).toEqual([]);

  await refused.getByRole("button", { name: `Dismiss the scan of card ${erased.memberNumber}` }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByTestId("scan-queue-status")).toHaveText(
    `The saved scan of card ${erased.memberNumber} was dismissed.`,
  );
  await expect(page.getByTestId("scan-queue-status")).toBeFocused();

  // Sent once: a reload (which sends whatever still waits) credits nothing more.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Scanner" })).toBeVisible();
  for (const member of [first, second, third]) expect(await pointsOf(page, programId, member.id)).toBe(10);

  // The worker keeps the page and its files, never an answer of the API.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain("/scan");
  expect(kept.filter((url) => !url.startsWith("/_next/static/") && url !== "/scan")).toEqual([]);
});

test("the scanner is installable: a manifest of its own and a service worker scoped to /scan", async ({
  page,
}) => {
  await programWithMembers(page, 1, 0); // the scanner, and so its worker, shows once there is a program
  await page.goto("/scan");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/scan.webmanifest");
  const manifest = (await (await page.request.get(href ?? "")).json()) as Json;
  expect(manifest).toMatchObject({ start_url: "/scan", scope: "/scan", display: "standalone" });
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
  }
  await shellKept(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(new URL(scope ?? "").pathname).toBe("/scan");
  // Other dashboard pages are not the worker's.
  await page.goto("/programs");
  expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(
    false,
  );
});

test("signing out lets go of the scanner page kept for offline use", async ({ browser }) => {
  // A merchant of its own: signing out ends the session the spec's other tests share.
  const session = await sessionOf(await createMerchant({ label: "E2E offline sign-out" }));
  const context = await browser.newContext({ storageState: session, baseURL: config.use?.baseURL });
  const page = await context.newPage();
  await programWithMembers(page, 1, 0);
  await page.goto("/scan");
  await shellKept(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  expect(await page.evaluate(async () => caches.keys())).toEqual([]);
  await context.close();
});

test.describe("an answer lost on the way back", () => {
  // Playwright's routes see a page's requests reliably only without a service worker in between; the queue
  // itself needs none (IndexedDB and the browser's online state).
  test.use({ serviceWorkers: "block" });

  test("the queue sends the same scan again with its key after a lost answer: credited once", async ({
    page,
    context,
  }) => {
    const { programId, name, members } = await programWithMembers(page, 7, 1);
    const [member] = members as [Member];
    await page.goto("/scan");
    await page.getByLabel("Program", { exact: true }).selectOption({ label: name });
    await context.setOffline(true);
    await typeNumber(page, member.memberNumber);
    await expect(page.getByTestId("scan-queue-status")).toHaveText("1 scan waiting to send");

    // The first attempt reaches the server (which credits), but its answer never reaches the page.
    const keys: string[] = [];
    await page.route("**/scans", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort("connectionreset");
    });
    await context.setOffline(false);
    await expect(page.getByTestId("scan-queue-status")).toHaveText("The waiting scan was sent.", {
      timeout: 30_000,
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await pointsOf(page, programId, member.id)).toBe(7);
  });
});
