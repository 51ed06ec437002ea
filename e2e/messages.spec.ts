import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { cardLinkPathFor } from "./support/card-link-mail";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// Issue 29: the Messages page — compose with a live audience count and preview, send, the history's stats; the
// member's card page lists the message.

async function post(page: Page, baseURL: string, path: string, data: unknown, status: number) {
  const response = await page.request.post(path, { headers: { Origin: baseURL }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json().catch(() => ({}))) as { id: string };
}

/** A program with two members: one joined through the join page (no marketing consent), one who consented. */
async function programWithMembers(page: Page, baseURL: string) {
  const stamp = Date.now();
  const { id: programId } = await post(
    page,
    baseURL,
    "/v2/programs",
    { passTypeIdentifier: "pass.com.example.messages", name: `Corner Café ${stamp}` },
    201,
  );
  const joinerEmail = `messages-joiner-${stamp}@example.com`;
  await post(
    page,
    baseURL,
    `/v2/public/programs/${programId}/members`,
    { email: joinerEmail, firstName: "Jo", consent: { privacyAt: new Date().toISOString() } },
    202,
  );
  await post(
    page,
    baseURL,
    `/v2/loyalty/programs/${programId}/members`,
    { email: `messages-fan-${stamp}@example.com`, firstName: "Fan", marketingConsent: true },
    201,
  );
  return { programId, cardPath: await cardLinkPathFor(joinerEmail) };
}

async function expectNoAxeViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(", ")}`)).toEqual(
    [],
  );
}

test("a merchant sends a service message to all, sees who it reached, and the member's card page lists it", async ({
  page,
  baseURL,
}) => {
  const { programId, cardPath } = await programWithMembers(page, baseURL ?? "");
  await page.goto(`/programs/${programId}`);
  await page.getByRole("link", { name: "Messages", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Messages: Corner Café/ })).toBeVisible();
  await expect(page.getByText("No messages yet.")).toBeVisible();

  const text = page.getByRole("textbox", { name: "Text (required)" });
  await text.fill("Closed on Monday");
  await expect(page.getByText("16 of 250 characters")).toBeVisible();
  await expect(page.locator('[data-preview="lock-screen"]')).toContainText("Closed on Monday");
  await expect(page.locator('[data-preview="pass-back"]')).toContainText("MessageClosed on Monday");
  // Service (the default) to all members: both, of whom one has not agreed to marketing.
  await expect(page.getByText("Reaches 2 members.")).toBeVisible();
  await expect(page.getByText(/^Of these, 1 has not agreed to marketing/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/messages-compose.png", fullPage: true });

  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();
  await expect(text).toHaveValue("");
  // The page reads the history again while the message goes out: sent, with its audience counted.
  const sent = page.getByRole("listitem").filter({ hasText: "Closed on Monday" });
  await expect(sent.locator(".badge").first()).toHaveText("Sent", { timeout: 30_000 });
  await expect(sent.locator('[data-stat="audience"] dd')).toHaveText("2");
  await expect(sent.locator('[data-stat="failures"] dd')).toHaveText("0");
  await expect(sent.getByRole("heading", { name: "Reached the phone" })).toBeVisible();

  // A marketing message reaches only the member who agreed, and says who is left out.
  await page.getByLabel(/^Marketing:/).check();
  await expect(page.getByText("Reaches 1 member.")).toBeVisible();
  await expect(
    page.getByText(
      "1 more member matches but has not agreed to marketing: a marketing message leaves them out.",
    ),
  ).toBeVisible();
  // A segment without a filter is refused before asking; a points filter counts again.
  await page.getByLabel("Members who match all of these").check();
  await expect(page.getByText("Choose at least one filter, or send to all members.")).toBeVisible();
  await page.getByLabel("At least (points)").fill("0");
  await expect(page.getByText("Reaches 1 member.")).toBeVisible();

  // Scheduled for later, then cancelled (asked first).
  await page.getByLabel("All members").check();
  await text.fill("Cake on Friday");
  await page.getByLabel("Send at").fill("2099-01-01T10:00");
  await page.getByRole("button", { name: "Schedule message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message scheduled for" })).toBeVisible();
  const scheduled = page.getByRole("listitem").filter({ hasText: "Cake on Friday" });
  await expect(scheduled.locator(".badge").first()).toHaveText("Scheduled");
  await expectNoAxeViolations(page);
  await scheduled.getByRole("button", { name: "Cancel the message “Cake on Friday”" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel message" }).click();
  await expect(scheduled.locator(".badge").first()).toHaveText("Cancelled");

  // The member who was not asked for marketing got the service message: their card page lists it.
  await page.goto(cardPath);
  const history = page.getByRole("region", { name: "Messages from the shop" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("Closed on Monday");
  await expect(history).not.toContainText("Cake on Friday");
});

test("the Messages page in German at 375 px, by keyboard @phone", async ({ page, baseURL, context }) => {
  await context.addCookies([{ name: "lp_lang", value: "de", url: baseURL ?? "" }]);
  const { programId } = await programWithMembers(page, baseURL ?? "");
  await page.goto(`/programs/${programId}/messages`);
  await expect(page.getByRole("heading", { level: 1, name: /^Nachrichten: Corner Café/ })).toBeVisible();
  const text = page.getByRole("textbox", { name: /^Text/ });
  await text.focus();
  await page.keyboard.type("Montag geschlossen");
  await expect(page.getByText("18 von 250 Zeichen")).toBeVisible();
  await expect(page.getByText("Erreicht 2 Mitglieder.")).toBeVisible();
  await expect(page.locator('[data-preview="pass-back"]')).toContainText("NachrichtMontag geschlossen");
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/messages-de-375.png", fullPage: true });
  // Sent by keyboard alone: Tab from the text through the choices to the button.
  const send = page.getByRole("button", { name: "Nachricht senden" });
  for (let step = 0; step < 12 && !(await send.evaluate((node) => node === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(send).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Nachricht gesendet" })).toBeVisible();
  const sent = page.getByRole("listitem").filter({ hasText: "Montag geschlossen" });
  await expect(sent.locator(".badge").first()).toHaveText("Gesendet", { timeout: 30_000 });
});
