import { writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { noticeWith } from "./notices";
import config from "./playwright.config";
import {
  fakeCameraArgs,
  workerClipPath,
  writeBlankClip,
  writeQrClip,
  y4mFromImage,
} from "./support/camera-clip";
import { cardLinkPathFor } from "./support/card-link-mail";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// Chromium's camera is a clip we write: a member's QR code rendered by the `qrcode` library. Chromium opens the
// file when the page starts the camera, so each test writes its member's clip to this path (its worker's) first.
const CLIP = workerClipPath("scanner-camera");
writeBlankClip(CLIP);

const configured = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...configured, args: [...(configured.args ?? []), ...fakeCameraArgs(CLIP)] } });

type Json = Record<string, unknown>;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function post(request: APIRequestContext, origin: string, url: string, data: Json = {}): Promise<Json> {
  const response = await request.post(url, { headers: { Origin: origin }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Json;
}

/** A loyalty program, a member of it and (optionally) a live offer, through the API with the page's session. */
async function programWithMember(
  page: Page,
  origin: string,
  program: Json,
  { offerCost }: { offerCost?: number } = {},
) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const name = `Counter ${stamp}`;
  const { id: programId } = await post(page.request, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.scanner",
    name,
    ...program,
  });
  const email = `ada-${stamp}@example.com`;
  const member = await post(page.request, origin, `/v2/loyalty/programs/${programId}/members`, {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
  });
  if (offerCost !== undefined) {
    const { id: offerId } = await post(page.request, origin, `/v2/loyalty/programs/${programId}/offers`, {
      name: "Free coffee",
      pointsCost: offerCost,
    });
    await post(page.request, origin, `/v2/loyalty/programs/${programId}/offers/${offerId}/publish`);
  }
  return {
    programId: String(programId),
    name,
    memberId: String(member.id),
    memberNumber: String(member.memberNumber),
    email,
  };
}

async function pointsOf(page: Page, programId: string, memberId: string): Promise<number> {
  const response = await page.request.get(`/v2/loyalty/programs/${programId}/members/${memberId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { points: number }).points;
}

async function openScanner(page: Page, programName: string) {
  await page.goto("/scan");
  await expect(page.getByRole("heading", { level: 1, name: "Scanner" })).toBeVisible();
  await page.getByLabel("Program", { exact: true }).selectOption({ label: programName });
}

test("the counter scans a member's QR code with the camera, credits the visit and redeems an offer", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { programId, name, memberId, memberNumber } = await programWithMember(
    page,
    origin,
    { scannerType: "Browser", pointsScanPass: 10 },
    { offerCost: 10 },
  );
  await writeQrClip(CLIP, memberNumber);

  // Through the dashboard's menu: a full page load, so the page's own Permissions-Policy lets the camera in.
  await page.goto("/programs");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Scanner" }).click();
  await expect(page).toHaveURL(/\/scan$/);
  // The address changes before the new page's scripts have run: a click before that reaches no handler.
  await page.waitForLoadState("load");
  await page.getByLabel("Program", { exact: true }).selectOption({ label: name });
  await page.getByRole("button", { name: "Start camera" }).click();

  const credited = noticeWith(page, "Ada Lovelace: 10 points credited. New balance: 10 points.");
  await expect(credited).toBeVisible({ timeout: 30_000 });
  await expect(credited).toBeFocused();
  const result = page.getByRole("region", { name: "Scanned: Ada Lovelace" });
  await expect(result.getByText(memberNumber)).toBeVisible();
  await expect(result.getByTestId("scanner-balance")).toHaveText("10 points");
  await expect(page.getByText("Scanning is paused while the result is shown.")).toBeVisible();
  expect(await pointsOf(page, programId, memberId)).toBe(10);

  // The camera used the polyfill where Chromium has no BarcodeDetector: its WebAssembly came from our origin.
  const hasNative = await page.evaluate(() => "BarcodeDetector" in globalThis);
  test.info().annotations.push({ type: "decoder", description: hasNative ? "native" : "polyfill" });
  if (!hasNative) {
    const wasm = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.endsWith(".wasm") || url.includes(".wasm?")),
    );
    expect(wasm.length).toBeGreaterThan(0);
    for (const url of wasm) expect(new URL(url).origin).toBe(new URL(origin).origin);
  }

  await page.screenshot({ path: "test-results/scanner-result.png", fullPage: true });
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await result.getByRole("button", { name: "Redeem Free coffee" }).click();
  await expect(noticeWith(page, "“Free coffee” redeemed. New balance: 0 points.")).toBeVisible();
  await expect(result.getByTestId("scanner-balance")).toHaveText("0 points");
  await expect(result.getByText("No live offer this member can afford right now.")).toBeVisible();
  expect(await pointsOf(page, programId, memberId)).toBe(0);

  await page.getByRole("button", { name: "Scan next" }).click();
  await expect(page.getByText("Hold the code on the member's card in front of the camera.")).toBeVisible();
  await page.getByRole("button", { name: "Stop camera" }).click();
});

test("the camera reads a Code 128 card page: the program's barcode format reaches the card and the counter", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { programId, name, memberId, memberNumber, email } = await programWithMember(page, origin, {
    scannerType: "Browser",
    pointsScanPass: 5,
    barcodeFormat: "Code128",
  });
  // The member's own card page, opened from the e-mailed link: its code is the camera's picture.
  await post(page.request, origin, `/v2/loyalty/programs/${programId}/members/${memberId}/card-link`);
  const card = await page.context().newPage();
  await card.goto(await cardLinkPathFor(email));
  const code = card.getByRole("img", { name: `Code 128 barcode of member number ${memberNumber}` });
  await expect(code).toHaveAttribute("data-format", "Code128");
  const src = (await code.getAttribute("src")) ?? "";
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ""), "base64");
  writeFileSync(CLIP, await y4mFromImage(svg));
  await card.setViewportSize({ width: 375, height: 812 });
  await code.scrollIntoViewIfNeeded();
  await card.screenshot({ path: "test-results/card-code128.png" });
  await card.close();

  await openScanner(page, name);
  await page.getByRole("button", { name: "Start camera" }).click();
  await expect(noticeWith(page, "Ada Lovelace: 5 points credited. New balance: 5 points.")).toBeVisible({
    timeout: 30_000,
  });
  expect(await pointsOf(page, programId, memberId)).toBe(5);
  await page.getByRole("button", { name: "Stop camera" }).click();
});

test("a typed member number asks for the amount on a dynamic-points program and credits it (375 px) @phone", async ({
  page,
  baseURL,
}) => {
  const { programId, name, memberId, memberNumber } = await programWithMember(page, baseURL ?? "", {
    scannerType: "Browser",
    dynamicScanPoints: true,
  });
  await openScanner(page, name);

  await page.getByRole("textbox", { name: "Member number" }).fill(memberNumber.toLowerCase());
  await page.getByRole("button", { name: "Scan this number" }).click();
  const amount = page.getByRole("textbox", { name: "Points" });
  await expect(amount).toBeFocused();
  await amount.fill("0");
  await page.getByRole("button", { name: "Credit points" }).click();
  await expect(page.getByText("Enter a whole number from 1 to 100,000.")).toBeVisible();
  await amount.fill("25");
  await page.getByRole("button", { name: "Credit points" }).click();
  await expect(noticeWith(page, "Ada Lovelace: 25 points credited. New balance: 25 points.")).toBeVisible();
  await expect(page.getByTestId("scanner-balance")).toHaveText("25 points");
  await page.screenshot({ path: "test-results/scanner-phone.png", fullPage: true });
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  expect(await pointsOf(page, programId, memberId)).toBe(25);
});

test("an unknown number, a suspended or erased member and a program scanned elsewhere are explained", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const { programId, name, memberId, memberNumber } = await programWithMember(page, origin, {
    scannerType: "Browser",
    pointsScanPass: 5,
  });
  const other = await programWithMember(page, origin, { scannerType: "PassVerifier" });
  await openScanner(page, name);

  const number = page.getByRole("textbox", { name: "Member number" });
  await number.fill("NOSUCHMEMBER42");
  await page.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(page, /No member of this program has this number/)).toBeVisible();
  await page.getByRole("button", { name: "Scan next" }).click();

  const suspended = await page.request.put(`/v2/loyalty/programs/${programId}/members/${memberId}`, {
    headers: { Origin: origin },
    data: { status: "suspended" },
  });
  expect(suspended.status()).toBe(200);
  await number.fill(memberNumber);
  await page.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(page, /This member is suspended, so nothing was credited/)).toBeVisible();
  expect(await pointsOf(page, programId, memberId)).toBe(0);
  await page.getByRole("button", { name: "Scan next" }).click();

  // Erasure replaces the card's number: the old card reads as unknown, and the message names erasure.
  await post(
    page.request,
    origin,
    `/v2/loyalty/gdpr/erasure?memberId=${memberId}&programId=${programId}`,
    {},
  );
  await number.fill(memberNumber);
  await page.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(page, /or the member's data was erased/)).toBeVisible();

  await page.getByLabel("Program", { exact: true }).selectOption({ label: other.name });
  await expect(page.getByText("Its cards are scanned with the PassVerifier app.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start camera" })).toHaveCount(0);
  // The choice is remembered on this device.
  await page.reload();
  await expect(page.getByLabel("Program", { exact: true })).toHaveValue(other.programId);

  // The link lands on the scanner setting itself: its tab open, the field focused.
  await page.getByRole("link", { name: "Open the program's settings" }).click();
  await expect(page).toHaveURL(new RegExp(`/programs/${other.programId}\\?field=scannerType$`));
  await expect(page.getByRole("tab", { name: "Points and scanner" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByLabel("Scanner", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Scanner", { exact: true })).toHaveValue("PassVerifier");
});

test("a new loyalty program is scanned in the browser without a visit to the builder", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  // No `scannerType` given: the API's default for a new loyalty program.
  const { name } = await programWithMember(page, origin, { pointsScanPass: 3 });
  await openScanner(page, name);
  await expect(page.getByRole("button", { name: "Start camera" })).toBeVisible();
  await expect(page.getByText("This program is not scanned in the browser")).toHaveCount(0);
});

test("a keyboard-wedge scanner scans two cards in a row: focus is back in the empty number field", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const first = await programWithMember(page, origin, { scannerType: "Browser", pointsScanPass: 5 });
  // A second customer: the API may refuse the same member twice within minutes (its scan rules).
  const second = await post(page.request, origin, `/v2/loyalty/programs/${first.programId}/members`, {
    firstName: "Grace",
    lastName: "Hopper",
    email: `grace-${Date.now()}@example.com`,
  });
  await openScanner(page, first.name);

  const number = page.getByRole("textbox", { name: "Member number" });
  await number.focus();
  // A wedge types the code's digits and Enter, like a keyboard.
  await page.keyboard.type(first.memberNumber);
  await page.keyboard.press("Enter");
  await expect(noticeWith(page, "Ada Lovelace: 5 points credited. New balance: 5 points.")).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveValue("");

  // The next card straight away, with the first result still on screen: no "Scan next" in between.
  await page.keyboard.type(String(second.memberNumber));
  await page.keyboard.press("Enter");
  await expect(noticeWith(page, "Grace Hopper: 5 points credited. New balance: 5 points.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Scanned: Grace Hopper" })).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveValue("");
  expect(await pointsOf(page, first.programId, first.memberId)).toBe(5);
  expect(await pointsOf(page, first.programId, String(second.id))).toBe(5);
});

test("a scan whose answer is lost is tried again safely: the member is credited once", async ({
  page,
  baseURL,
}) => {
  const { programId, name, memberId, memberNumber } = await programWithMember(page, baseURL ?? "", {
    scannerType: "Browser",
    pointsScanPass: 7,
  });
  await openScanner(page, name);
  // The first scan reaches the server (and credits), but its answer never reaches the page.
  let isFirst = true;
  await page.route("**/scans", async (route) => {
    if (!isFirst) return route.continue();
    isFirst = false;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.getByRole("textbox", { name: "Member number" }).fill(memberNumber);
  await page.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(page, /The server could not be reached/)).toBeVisible();
  expect(await pointsOf(page, programId, memberId)).toBe(7);

  await page.getByRole("button", { name: "Try again" }).click();
  await expect(noticeWith(page, "Ada Lovelace: 7 points credited. New balance: 7 points.")).toBeVisible();
  expect(await pointsOf(page, programId, memberId)).toBe(7);
});

test("a denied camera says how to allow it and leaves the typed number", async ({ page, baseURL }) => {
  const { name } = await programWithMember(page, baseURL ?? "", { scannerType: "Browser" });
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
  });
  await openScanner(page, name);
  await page.getByRole("button", { name: "Start camera" }).click();
  await expect(page.getByText(/The camera is blocked for this site/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Member number" })).toBeEnabled();
});

test("only the scanner page may use the camera (Permissions-Policy)", async ({ page }) => {
  const scan = await page.request.get("/scan");
  expect(scan.headers()["permissions-policy"]).toBe("camera=(self), microphone=(), geolocation=()");
  for (const other of ["/programs", "/", "/scan/elsewhere", "/scanner/zxing_reader.wasm"]) {
    const response = await page.request.get(other);
    expect(response.headers()["permissions-policy"], other).toBe("camera=(), microphone=(), geolocation=()");
  }
  const wasm = await page.request.get("/scanner/zxing_reader.wasm?v=test");
  expect(wasm.status()).toBe(200);
  expect(wasm.headers()["content-type"]).toBe("application/wasm");
});
