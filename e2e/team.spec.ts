import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { readOutbox } from "../lib/mail/outbox";
import { noticeWith } from "./notices";
import { expect, SIGNED_OUT, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";
import { AFTER_SIGN_IN, submitSignIn } from "./support/sign-in";

// Issue 30, a team with roles (decision 053): the owner invites a cashier, who accepts through the e-mailed link,
// signs in, lands on the scanner, scans, and finds everything else closed.

type Json = Record<string, unknown>;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function post(request: APIRequestContext, origin: string, url: string, data: Json = {}): Promise<Json> {
  const response = await request.post(url, { headers: { Origin: origin }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Json;
}

/** The path and query of the newest invitation link e-mailed to the address (waits for the outbox worker). */
async function invitationPathFor(email: string): Promise<string> {
  const outboxDir = process.env.E2E_OUTBOX_DIR;
  if (!outboxDir) throw new Error("E2E_OUTBOX_DIR is not set: run this through `npm run test:e2e`.");
  for (let attempt = 0; attempt < 100; attempt++) {
    const messages = await readOutbox(outboxDir, email);
    const link = /https?:\/\/\S+\/accept-invitation\?token=[\w.-]+/.exec(messages.at(-1)?.text ?? "")?.[0];
    if (link) return new URL(link).pathname + new URL(link).search;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation e-mail for ${email}`);
}

test("an invited cashier joins, lands on the scanner, scans, and sees nothing else", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const programName = `Team counter ${stamp}`;
  const { id: programId } = await post(page.request, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.team",
    name: programName,
    scannerType: "Browser",
    pointsScanPass: 3,
  });
  const member = await post(page.request, origin, `/v2/loyalty/programs/${programId}/members`, {
    firstName: "Ada",
    email: `ada-${stamp}@example.com`,
  });

  // The owner invites a cashier on the Team page.
  const email = `cashier-${stamp}@example.com`;
  await page.goto("/settings/team");
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await page.getByRole("textbox", { name: /^E-mail/ }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("cashier");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(noticeWith(page, `Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await stylesSettled(page);
  const ownerAxe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(ownerAxe.violations).toEqual([]);

  // The cashier opens the e-mailed link in a browser of their own, sets a name and password, and signs in.
  const cashierContext = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: 375, height: 800 },
  });
  const cashier = await cashierContext.newPage();
  await cashier.goto(await invitationPathFor(email));
  await expect(cashier.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
  await stylesSettled(cashier);
  const acceptAxe = await new AxeBuilder({ page: cashier }).withTags(AXE_TAGS).analyze();
  expect(acceptAxe.violations).toEqual([]);
  const password = "a cashier's own passphrase";
  await cashier.getByRole("textbox", { name: /^Your name/ }).fill("Cleo Cashier");
  await cashier.getByLabel(/^Password/).fill(password);
  await cashier.getByRole("button", { name: "Join" }).click();
  await expect(cashier.getByText("Your account is ready.")).toBeVisible();
  await cashier.getByRole("link", { name: "Sign in" }).click();
  await submitSignIn(cashier, { email, password });
  await expect(cashier).toHaveURL(/\/scan$/, AFTER_SIGN_IN);

  // The scanner works for them.
  await cashier.getByLabel("Program", { exact: true }).selectOption({ label: programName });
  await cashier.getByRole("textbox", { name: "Member number" }).fill(String(member.memberNumber));
  await cashier.getByRole("button", { name: "Scan this number" }).click();
  await expect(noticeWith(cashier, /3 points credited/)).toBeVisible();

  // Everything else is closed: the menu shows the scanner and their settings only, other pages send them back
  // to the scanner, and the API answers 403 ROLE_NOT_ALLOWED.
  await cashier.getByRole("button", { name: "Menu" }).click();
  const nav = cashier.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Scanner" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Programs" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);
  await cashier.goto(`/programs/${programId}/members`);
  await expect(cashier).toHaveURL(/\/scan$/);
  const members = await cashier.request.get(`/v2/loyalty/programs/${programId}/members`);
  expect(members.status()).toBe(403);
  expect(((await members.json()) as { detail: { code: string } }).detail.code).toBe("ROLE_NOT_ALLOWED");
  await stylesSettled(cashier);
  const scannerAxe = await new AxeBuilder({ page: cashier }).withTags(AXE_TAGS).analyze();
  expect(scannerAxe.violations).toEqual([]);
  await cashierContext.close();

  // The owner sees the cashier in the team.
  await page.reload();
  await expect(page.getByText("Cleo Cashier")).toBeVisible();
});
