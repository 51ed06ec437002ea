import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// Issue 30: the Locations page — the shop's address, coordinates from the browser's position, lock-screen text
// and time zone — in English and German, at 1280 and 375 px.

/** WCAG A/AA and axe's best practices. */
async function expectNoViolations(page: Page, label: string) {
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

// Berlin, Alexanderplatz: what the browser reports as the device's position.
test.use({ geolocation: { latitude: 52.521918, longitude: 13.413215 }, permissions: ["geolocation"] });

for (const phone of [false, true]) {
  const tag = phone ? " @phone" : "";

  test(`settings → Locations: add a shop with the browser's position, then delete it${tag}`, async ({
    page,
  }) => {
    const name = `Alexanderplatz ${phone ? "phone" : "desktop"} ${Date.now()}`;
    await page.goto("/settings");
    await page.getByRole("link", { name: "Locations" }).first().click();
    await expect(page).toHaveURL(/\/settings\/locations$/);
    await expect(page.getByRole("heading", { name: "Locations", level: 1 })).toBeVisible();
    await expectNoViolations(page, "locations page");

    // The shared schema's checks, worded in the page's language.
    await page.getByRole("button", { name: "Add location" }).click();
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByText("Fill in this field.").first()).toBeVisible();
    await page.getByLabel("Latitude").fill("91");
    await page.getByRole("button", { name: "Add location" }).click();
    await expect(page.getByText("Enter a latitude between -90 and 90.")).toBeVisible();

    // The one page the device's position may be asked for (Permissions-Policy; every other page forbids it).
    const headers = (await page.request.get("/settings/locations")).headers();
    expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(self)");
    await page.getByRole("button", { name: "Use my position" }).click();
    await expect(page.getByText("Your position was filled in.")).toBeVisible();
    await expect(page.getByLabel("Latitude")).toHaveValue("52.521918");
    await expect(page.getByLabel("Longitude")).toHaveValue("13.413215");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Street and number").fill("Alexanderplatz 1");
    await page.getByLabel("Postal code").fill("10178");
    await page.getByLabel("City").fill("Berlin");
    await page.getByLabel("Country code").fill("de");
    await page.getByLabel("Lock-screen text").fill("Your coffee card is ready");
    await page.getByLabel("Time zone").fill("Europe/Berlin");
    await page.getByRole("button", { name: "Add location" }).click();

    await expect(page.getByRole("status").filter({ hasText: `${name} was added.` })).toBeFocused();
    const item = page.getByRole("listitem").filter({ hasText: name });
    await expect(item).toContainText("10178 Berlin · DE");
    await expect(item).toContainText("52.521918, 13.413215 · Europe/Berlin");
    await expectNoViolations(page, "a location added");
    await page.screenshot({
      path: test.info().outputPath(`locations${phone ? "-375" : ""}.png`),
      fullPage: true,
    });

    // Stored through the API as the page showed it.
    const listed = await page.request.get("/v2/locations");
    const stored = (
      (await listed.json()) as { items: { name: string; latitude: number; address: { country: string } }[] }
    ).items;
    expect(stored.find((location) => location.name === name)).toMatchObject({
      latitude: 52.521918,
      address: { country: "DE" },
    });

    await item.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete location" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} was deleted.` })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

    if (!phone) {
      await page.context().addCookies([{ name: "lp_lang", value: "de", url: page.url() }]);
      await page.reload();
      await expect(page.getByRole("heading", { name: "Standorte", level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Meine Position verwenden" })).toBeVisible();
      await expectNoViolations(page, "Standorte");
    }
  });
}

test("settings → Locations: edit a shop in place, with the add form's fields and checks @phone", async ({
  page,
  baseURL,
}) => {
  const name = `Torstraße ${Date.now()}`;
  const created = await page.request.post("/v2/locations", {
    headers: { Origin: baseURL ?? "" },
    data: {
      name,
      address: { line1: "Torstraße 1", postalCode: "10119", city: "Berlin", country: "DE" },
      latitude: 52.53,
      longitude: 13.4,
      relevantText: "Your coffee card",
      timeZone: "Europe/Berlin",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto("/settings/locations");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const form = page.getByRole("form", { name: `Edit ${name}` });
  await expect(form.getByRole("heading", { name: `Edit ${name}` })).toBeFocused();
  await expect(form.getByLabel("Street and number")).toHaveValue("Torstraße 1");
  await expect(form.getByLabel("Lock-screen text")).toHaveValue("Your coffee card");
  await expectNoViolations(page, "editing a location");

  // The create form's checks; a blank lock-screen text clears it.
  await form.getByLabel("Latitude").fill("91");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Enter a latitude between -90 and 90.")).toBeVisible();
  await form.getByLabel("Latitude").fill("52.5301");
  await form.getByLabel("Name").fill(`${name} II`);
  await form.getByLabel("Lock-screen text").fill("");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} II was saved.` })).toBeFocused();
  await expect(page.getByRole("listitem").filter({ hasText: `${name} II` })).toContainText("52.5301, 13.4");

  const stored = (await (await page.request.get(`/v2/locations/${id}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ name: `${name} II`, latitude: 52.5301, relevantText: null });

  // Cancel leaves it as it was, with focus back on its Edit button.
  await page.getByRole("button", { name: `Edit ${name} II` }).click();
  await page
    .getByRole("form", { name: `Edit ${name} II` })
    .getByRole("button", { name: "Cancel" })
    .click();
  await expect(page.getByRole("button", { name: `Edit ${name} II` })).toBeFocused();
});
