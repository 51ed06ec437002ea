import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// Issue 30: the builder chooses the program's locations (its passes come up on the lock screen near them).

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function addShop(request: APIRequestContext, origin: string, name: string): Promise<string> {
  const response = await request.post("/v2/locations", {
    headers: { Origin: origin },
    data: {
      name,
      address: { line1: "Torstraße 1", postalCode: "10119", city: "Berlin", country: "DE" },
      latitude: 52.53,
      longitude: 13.4,
      timeZone: "Europe/Berlin",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return String(((await response.json()) as { id: string }).id);
}

async function savedLocationIds(request: APIRequestContext, name: string): Promise<string[]> {
  const response = await request.get(`/v2/loyalty/programs?q=${encodeURIComponent(name)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { name: string; locationIds: string[] }[] };
  return items.find((program) => program.name === name)?.locationIds ?? [];
}

test("the builder saves the program's locations, on create and on edit", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? "";
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const mitte = await addShop(page.request, origin, `Mitte ${stamp}`);
  const kreuzberg = await addShop(page.request, origin, `Kreuzberg ${stamp}`);
  const name = `Near the shop ${stamp}`;

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/programs/new");
  await page.getByLabel("Program name").fill(name);
  await page.getByLabel("Pass type identifier").fill("pass.com.example.near");
  await page.getByRole("tab", { name: "Contact" }).click();
  const locations = page.getByRole("group", { name: "Locations" });
  await locations.getByRole("checkbox", { name: `Mitte ${stamp}` }).check();
  await page.screenshot({ path: "test-results/program-locations-375.png", fullPage: true });
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.getByRole("button", { name: "Create program" }).click();
  await expect(noticeWith(page, `Program “${name}” created.`)).toBeVisible();
  expect(await savedLocationIds(page.request, name)).toEqual([mitte]);

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: "Contact" }).click();
  await expect(locations.getByRole("checkbox", { name: `Mitte ${stamp}` })).toBeChecked();
  await locations.getByRole("checkbox", { name: `Mitte ${stamp}` }).uncheck();
  await locations.getByRole("checkbox", { name: `Kreuzberg ${stamp}` }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  expect(await savedLocationIds(page.request, name)).toEqual([kreuzberg]);
});
