import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { startHttpsReceiver } from "../lib/testing/https-receiver";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

/** WCAG A/AA and axe's best practices. */
async function expectNoViolations(page: Page, label: string) {
  // After a navigation inside the app Next streams the title again: judge the page once it is there.
  await expect(page).toHaveTitle(/\S/);
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
  expect(summary, `axe: ${label}`).toEqual([]);
}

for (const phone of [false, true]) {
  const tag = phone ? " @phone" : "";

  test(`settings → Webhooks: add an endpoint, send a test event, see and redeliver it${tag}`, async ({
    page,
  }) => {
    let secret = "";
    const receiver = await startHttpsReceiver({ secrets: () => (secret ? [secret] : []) });
    try {
      await page.goto("/settings");
      await page.getByRole("link", { name: "Webhooks" }).first().click();
      await expect(page).toHaveURL(/\/settings\/webhooks$/);
      await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
      await expectNoViolations(page, "empty webhooks page");

      // The shared schema's checks, worded in the page's language.
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await expect(page.getByText("Enter the endpoint's URL.")).toBeVisible();
      await expect(page.getByText("Choose at least one event.")).toBeVisible();
      await page.getByLabel("Endpoint URL").fill("http://example.com/hooks");
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await expect(page.getByText("The URL must start with https://.")).toBeVisible();

      await page.getByLabel("Endpoint URL").fill(receiver.url);
      await page.getByLabel("Description").fill(`E2E receiver${tag}`);
      await page.getByRole("checkbox", { name: /A gift card was issued/ }).check();
      await page.getByRole("button", { name: "Add endpoint" }).click();

      // The secret is shown once, in a notice that takes focus.
      const secretBox = page.getByRole("textbox", { name: "Signing secret" });
      await expect(secretBox).toBeVisible();
      secret = await secretBox.inputValue();
      expect(secret).toMatch(/^whsec_/);
      await expect(page.getByRole("status").filter({ hasText: "Copy its signing secret now" })).toBeFocused();
      await expect(page.getByText("Endpoint added.", { exact: true })).toBeVisible();
      await expectNoViolations(page, "secret notice");
      await page.screenshot({ path: test.info().outputPath("webhooks-secret.png"), fullPage: true });
      await page.getByRole("button", { name: "I have copied it" }).click();
      await expect(secretBox).toHaveCount(0);

      const endpoint = page.locator("li", { hasText: receiver.url });
      // One menu per endpoint; showing the deliveries stays a button of its own (it opens them below).
      await endpoint.getByRole("button", { name: `Actions for ${receiver.url}` }).click();
      await expect(page.getByRole("menuitem")).toHaveText(["Send test event", "Disable", "Delete"]);
      await page.getByRole("menuitem", { name: "Send test event" }).click();
      await expect(page.getByText("Test event queued. It appears in the deliveries below.")).toBeVisible();
      // The log is a table at 1280 px and a list of cards at 375 px (nothing to scroll sideways on a phone).
      const log = phone ? endpoint.getByRole("list", { name: /^Deliveries/ }) : endpoint.getByRole("table");
      const entries = () => log.getByRole(phone ? "listitem" : "row");
      await expect(entries().filter({ hasText: "webhook.test" })).toHaveCount(1);
      if (phone) await expect(endpoint.getByRole("table")).toBeHidden();

      // The server's outbox worker sends it; the receiver verifies the signature with the secret shown above.
      await expect
        .poll(
          async () => {
            await endpoint.getByRole("button", { name: "Refresh" }).click();
            return entries().filter({ hasText: "Succeeded" }).count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.verifiedWith).toEqual([secret]);
      if (phone)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoViolations(page, "delivery log");
      await page.screenshot({ path: test.info().outputPath("webhooks-deliveries.png"), fullPage: true });

      await log
        .getByRole("button", { name: /Redeliver/ })
        .first()
        .click();
      await expect(page.getByText("Delivery queued again.")).toBeVisible();
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
      expect(receiver.received[1]?.headers["webhook-id"]).toBe(receiver.received[0]?.headers["webhook-id"]);

      // Deleting asks first, in the shared dialog.
      await endpoint.getByRole("button", { name: `Actions for ${receiver.url}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete this endpoint and its delivery log?" });
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
      await expectNoViolations(page, "delete dialog");
      await dialog.getByRole("button", { name: "Yes, delete" }).click();
      await expect(page.getByText("Endpoint deleted.")).toBeVisible();
      await expect(page.locator("li", { hasText: receiver.url })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Endpoints" })).toBeFocused();
    } finally {
      await receiver.close();
    }
  });
}

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the webhooks page and its form errors speak German, with nothing for axe to find at 1280 and 375 px", async ({
    page,
  }) => {
    await page.goto("/settings");
    await page.getByRole("link", { name: "Webhooks" }).first().click();
    await expect(page).toHaveTitle("Webhooks · LoyaltyPass");
    await page.getByRole("button", { name: "Endpunkt hinzufügen" }).click();
    await expect(page.getByText("Geben Sie die URL des Endpunkts ein.")).toBeVisible();
    await expect(page.getByText("Wählen Sie mindestens ein Ereignis.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Eine Geschenkkarte wurde ausgegeben/ })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `German webhooks page at ${width} px`);
    }
  });
});
