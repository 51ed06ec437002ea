import { expect, test } from "./support/fixtures";

// Issue 29 (decision 049): the builder's Points tab sets when points expire; an empty field is "never".
test("a merchant sets and clears when points expire on the Points tab", async ({ page, baseURL }) => {
  const headers = { Origin: baseURL ?? "", "Content-Type": "application/json" };
  const created = await page.request.post("/v2/programs", {
    headers,
    data: { passTypeIdentifier: "pass.com.example.expiry", name: `Expiry ${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const programId = ((await created.json()) as { id: string }).id;
  const stored = async () =>
    (
      (await (await page.request.get(`/v2/loyalty/programs/${programId}`, { headers })).json()) as {
        pointsExpiryDays: number | null;
      }
    ).pointsExpiryDays;

  await page.goto(`/programs/${programId}`);
  await page.getByRole("tab", { name: "Points and scanner" }).click();
  const days = page.getByLabel("Points expire after (days)");
  await expect(days).toHaveValue("");
  await expect(days).toHaveAccessibleDescription(/oldest first/);
  await days.fill("365");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  expect(await stored()).toBe(365);

  await page.reload();
  await page.getByRole("tab", { name: "Points and scanner" }).click();
  await expect(days).toHaveValue("365");
  await days.fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  expect(await stored()).toBeNull();
});
