import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

// The public reference, as a visitor sees it; the last test reads it signed in.
test.use({ signedInAs: "nobody" });

test("the API reference shows generated curl and fetch examples and finds operations by search", async ({
  page,
}) => {
  await page.goto("/docs");
  const createProgram = page.locator("article#op-createprogram");
  await expect(createProgram).toBeVisible();
  await expect(createProgram.getByText(/curl -X POST "\$BASE_URL\/v2\/programs"/)).toBeVisible();
  await expect(
    createProgram.getByText(/const response = await fetch\(`\$\{baseUrl\}\/v2\/programs`/),
  ).toBeVisible();

  const search = page.getByLabel("Search operations");
  await search.fill("token");
  await expect(createProgram).toBeHidden();
  await expect(page.locator("article#op-createaccesstoken")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /operations match/ })).toHaveText(
    /^\d+ of \d+ operations match$/,
  );
  const contents = page.getByRole("navigation", { name: "API reference contents" });
  await expect(contents.getByRole("link", { name: /\/v2\/programs$/ })).toBeHidden();

  await search.fill("");
  await expect(createProgram).toBeVisible();

  // A response's fields join the page when opened (they are half the reference's elements), and pass axe then.
  const fields = createProgram.locator("details.response-fields", { hasText: "Fields of the 201 response" });
  await expect(fields.locator("table")).toHaveCount(0);
  await fields.locator("summary").click();
  const table = fields.getByRole("table", { name: /^Fields of / });
  await expect(table).toBeVisible();
  await expect(table.getByRole("rowheader").filter({ hasText: /^id/ }).first()).toBeVisible();
  await stylesSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .include("article#op-createprogram")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("@phone the API reference search and samples fit a phone", async ({ page }) => {
  await page.goto("/docs");
  await page.getByLabel("Search operations").fill("signup");
  await expect(page.locator("article#op-createprogram")).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await page.getByLabel("Search operations").fill("");
  // axe's scrollable-region-focusable: every region that scrolls sideways can be reached by keyboard.
  const unreachable = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main *")]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth;
      })
      .filter((element) => element.tabIndex < 0 && !element.querySelector("a, button, input, [tabindex]"))
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(unreachable).toEqual([]);
});

test.describe("signed in", () => {
  test.use({ signedInAs: "merchant" });

  test("a signed-in merchant reads the API reference inside the dashboard", async ({ page }) => {
    await page.goto("/overview");

    const sidebar = page.getByRole("navigation", { name: "Dashboard" });
    await sidebar.getByRole("link", { name: "API docs" }).click();
    await expect(page.getByRole("heading", { name: /reference$/, level: 1 })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "API docs" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByLabel("Search operations")).toBeVisible();
  });
});
