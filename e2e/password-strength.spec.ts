import { expect, test } from "@playwright/test";

// Reads the hint only: no signup is submitted, so the signup rate limit is not touched.
test("the strength meter calls random words strong and a common password weak, and never asks for symbols", async ({
  page,
}) => {
  await page.goto("/signup");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("maple river candle orbit");
  await expect(page.getByText(/Password strength: Strong\./).first()).toBeVisible();
  await expect(page.getByText(/symbols/i)).toHaveCount(0);

  await password.fill("Password123!");
  await expect(page.getByText(/Password strength: Weak\./).first()).toBeVisible();
  await expect(
    page.getByText(/Avoid common words, names, dates and keyboard patterns/).first(),
  ).toBeVisible();
});
