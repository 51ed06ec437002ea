import { expect, type Page } from "@playwright/test";

/** The announced notice (a `role="status"` region) holding this text. */
export const noticeWith = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text });

/**
 * A notice shown on arrival (`?created=…`, `?welcome=1`) is shown once: its parameter has left the address, and a
 * reload — after the page has hydrated and run its effects — shows no notice.
 */
export async function expectNoNoticeAfterReload(page: Page, text: string | RegExp, cleanUrl: RegExp) {
  await expect(page).toHaveURL(cleanUrl);
  await page.reload();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  await expect(page).toHaveURL(cleanUrl);
  await expect(noticeWith(page, text)).toHaveCount(0);
}
