import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// The program builder at 375 px (issue 28, item 13): its save bar sticks to the bottom of the screen, and a field
// the keyboard moves to must not hide behind it (WCAG 2.2 SC 2.4.11 "Focus Not Obscured", which axe does not
// test). The bar takes one row, as the README shows it. In English and in German, whose labels are longer.

/** Tab stops of the builder's form after its focused tab, up to the bar: each must end above the bar's top edge. */
async function hiddenFocusStops(page: Page): Promise<{ stops: number; hidden: string[] }> {
  const bar = page.locator(".form-actions--sticky");
  const hidden: string[] = [];
  let stops = 0;
  for (let stop = 0; stop < 60; stop += 1) {
    await page.keyboard.press("Tab");
    const seen = await page.evaluate(() => {
      const focused = document.activeElement;
      const barElement = document.querySelector(".form-actions--sticky");
      if (!focused || !barElement || !focused.closest("form")) return { done: true, hidden: null };
      if (barElement.contains(focused)) return { done: true, hidden: null };
      const box = focused.getBoundingClientRect();
      const barTop = barElement.getBoundingClientRect().top;
      const name = `${focused.tagName.toLowerCase()} ${focused.getAttribute("name") ?? focused.textContent?.trim().slice(0, 30)}`;
      return {
        done: false,
        hidden:
          box.bottom > barTop + 0.5 || box.top < 0
            ? `${name} (${Math.round(box.bottom)} > ${Math.round(barTop)})`
            : null,
      };
    });
    if (seen.done) break;
    stops += 1;
    if (seen.hidden) hidden.push(seen.hidden);
  }
  await expect(bar).toBeVisible();
  return { stops, hidden };
}

for (const locale of ["en-US", "de-DE"]) {
  test.describe(() => {
    test.use({ locale });

    test(`the builder's save bar takes one row and hides no focused field (${locale}) @phone`, async ({
      page,
      baseURL,
    }) => {
      const created = await page.request.post("/v2/programs", {
        headers: { Origin: baseURL ?? "" },
        data: { passTypeIdentifier: "pass.com.example.focus", name: `Focus ${Date.now()}` },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await page.goto(`/programs/${id}`);
      const bar = page.locator(".form-actions--sticky");
      await expect(bar).toBeVisible();
      const barHeight = (await bar.boundingBox())?.height ?? 0;
      // One row: a 40 px button and the bar's padding and border.
      expect(barHeight, "height of the save bar").toBeLessThan(80);
      const tabs = page.getByRole("tab");
      let stops = 0;
      for (let index = 0; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        const seen = await hiddenFocusStops(page);
        stops += seen.stops;
        expect.soft(seen.hidden, `focus stops behind the save bar, tab ${index + 1}`).toEqual([]);
      }
      // The walk reached the builder's fields (the issue counted 23 focus stops).
      expect(stops).toBeGreaterThan(15);
    });
  });
}
