import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

/** A loyalty program created through the API with the page's session (same-origin, as the dashboard). */
async function createProgram(page: Page, baseURL: string): Promise<string> {
  const response = await page.request.post("/v2/programs", {
    headers: { Origin: baseURL, "Content-Type": "application/json" },
    data: { passTypeIdentifier: "pass.com.example.automations", name: `Automations ${Date.now()}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function expectNoAxeViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("a merchant switches on a birthday automation in its tab, with the form's and the API's rules", async ({
  page,
  baseURL,
}) => {
  const programId = await createProgram(page, baseURL ?? "");
  await page.goto(`/programs/${programId}`);
  await page.getByRole("link", { name: "Automations" }).click();
  await expect(page.getByRole("heading", { name: /^Automations: / })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Automations" });
  await expect(tabs.getByRole("tab")).toHaveText(["Welcome", "Birthday", "Win-back", "Points expiring"]);
  await expect(tabs.getByRole("tab", { name: "Welcome" })).toHaveAttribute("aria-selected", "true");

  // By keyboard: the arrow key moves to the Birthday tab.
  await tabs.getByRole("tab", { name: "Welcome" }).focus();
  await page.keyboard.press("ArrowRight");
  const birthday = page.getByRole("tabpanel", { name: "Birthday" });
  await expect(birthday).toBeVisible();
  await birthday.getByLabel("Switched on").check();
  await birthday.getByLabel("Days before the birthday").fill("31");
  await page.getByRole("button", { name: "Save automations" }).click();
  await expect(birthday.getByText("Enter 30 or less.")).toBeVisible();
  await expect(birthday.getByLabel("Days before the birthday")).toHaveAttribute("aria-invalid", "true");
  // Switched on without a message: refused too, worded for this form.
  await birthday.getByLabel("Days before the birthday").fill("3");
  await page.getByRole("button", { name: "Save automations" }).click();
  await expect(birthday.getByText("Write the message to send, or switch the automation off.")).toBeVisible();

  await birthday.getByLabel("Message").fill("Happy birthday! A treat is waiting.");
  await birthday.getByLabel("Points").fill("100");
  await page.getByRole("button", { name: "Save automations" }).click();
  const saved = noticeWith(page, "Automations saved.");
  await expect(saved).toBeVisible();
  await expect(saved).toBeFocused();

  const stored = await page.request.get(`/v2/loyalty/programs/${programId}/automations`, {
    headers: { Origin: baseURL ?? "" },
  });
  expect(await stored.json()).toMatchObject({
    birthday: { enabled: true, text: "Happy birthday! A treat is waiting.", points: 100, daysBefore: 3 },
    welcome: { enabled: false },
  });
  await page.screenshot({ path: "test-results/automations-1280.png", fullPage: true });
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.getByRole("tab", { name: "Birthday" }).click();
  await expect(page.getByRole("tabpanel", { name: "Birthday" }).getByLabel("Message")).toHaveValue(
    "Happy birthday! A treat is waiting.",
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/automations-375.png", fullPage: true });
  await expectNoAxeViolations(page);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the automations page speaks German", async ({ page, baseURL }) => {
    const programId = await createProgram(page, baseURL ?? "");
    await page.goto(`/programs/${programId}/automations`);
    await expect(page.getByRole("heading", { name: /^Automatisierungen: / })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText([
      "Willkommen",
      "Geburtstag",
      "Rückgewinnung",
      "Punkte verfallen",
    ]);
    await expect(page.getByRole("button", { name: "Automatisierungen speichern" })).toBeVisible();
  });
});
