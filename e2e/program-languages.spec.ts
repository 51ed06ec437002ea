import type { Page } from "@playwright/test";
import { cardLinkPathFor } from "./support/card-link-mail";
import { expect, test } from "./support/fixtures";

// Issue 28, item 16 (decision 045): the merchant gives the program's point names, description and terms in
// German on the builder's Languages tab; a German customer then reads them on the join page and the card page,
// an English one the base texts.

async function post(page: Page, origin: string, path: string, data: unknown = {}) {
  const response = await page.request.post(path, { headers: { Origin: origin }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

test("German texts given on the Languages tab are what a German customer reads on the join and card pages", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const program = await post(page, origin, "/v2/programs", {
    passTypeIdentifier: "pass.com.example.languages",
    name: `Beans ${stamp}`,
    customPointName: "bean",
    customPointsName: "beans",
    description: "Collect beans for free coffee.",
    terms: "One bean per visit.",
    pointsScanPass: 1,
  });

  await page.goto(`/programs/${program.id}`);
  await page.getByRole("tab", { name: "Languages" }).click();
  const german = page.getByRole("group", { name: "German" });
  await german.getByLabel("Name of one point (German)").fill("Bohne");
  await german.getByLabel("Name of several points (German)").fill("Bohnen");
  await german.getByLabel("Description (German)").fill("Sammeln Sie Bohnen für Gratiskaffee.");
  await german.getByLabel("Terms and conditions (German)").fill("Eine Bohne pro Besuch.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const stored = await (await page.request.get(`/v2/loyalty/programs/${program.id}`)).json();
  expect(stored.translations).toEqual({
    de: {
      customPointName: "Bohne",
      customPointsName: "Bohnen",
      description: "Sammeln Sie Bohnen für Gratiskaffee.",
      terms: "Eine Bohne pro Besuch.",
    },
  });

  const email = `languages-${stamp}@example.com`;
  const member = await post(page, origin, `/v2/loyalty/programs/${program.id}/members`, { email });
  await post(page, origin, `/v2/loyalty/programs/${program.id}/members/${member.id}/card-link`);
  const cardPath = await cardLinkPathFor(email);

  // English first: the base texts.
  await page.goto(`/join/${program.id}`);
  await expect(page.getByText("Collect beans for free coffee.")).toBeVisible();
  await page.goto(cardPath);
  await expect(page.locator("[data-balance]")).toHaveText("0 beans");

  await context.addCookies([{ name: "lp_lang", value: "de", url: origin }]);
  await page.goto(`/join/${program.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByText("Sammeln Sie Bohnen für Gratiskaffee.")).toBeVisible();
  await expect(page.getByText("Collect beans for free coffee.")).toHaveCount(0);
  await page.locator("details summary").click();
  await expect(page.getByText("Eine Bohne pro Besuch.")).toBeVisible();
  await page.goto(cardPath);
  await expect(page.locator("[data-balance]")).toHaveText("0 Bohnen");
});
