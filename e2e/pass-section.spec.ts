import { readFileSync } from "node:fs";
import { noticeWith } from "./notices";
import { expect, test } from "./support/fixtures";

const SCREENSHOTS = process.env.PASS_SCREENSHOTS_DIR;

test("the program page's Pass section: choose a suitable template, see the sample member in it, download the sample pass", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const post = async (path: string, data: unknown) => {
    const response = await context.request.post(path, { headers: { Origin: origin }, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const programId = await post("/v2/programs", {
    passTypeIdentifier: "pass.com.example.e2e",
    name: `Pass club ${stamp}`,
  });
  const storeCard = `Beans card ${stamp}`;
  await post("/v2/templates", {
    name: storeCard,
    passType: "storeCard",
    logoText: "Bean Counter",
    backgroundColor: "#7c2d12",
    primaryFields: [{ key: "beans", label: "Beans", value: "{points}" }],
    secondaryFields: [{ key: "who", label: "Member", value: "{memberName}" }],
  });
  await post("/v2/templates", { name: `Coupon ${stamp}`, passType: "coupon" });

  await page.goto(`/programs/${programId}`);
  const section = page.getByRole("region", { name: "Pass" });
  await expect(section).toBeVisible();
  const preview = section.getByTestId("pass-preview");
  // The default design with the sample member, built by the pass builder itself.
  await expect(preview).toContainText(`Pass club ${stamp}`);
  await expect(preview).toContainText("Alex Example");
  await expect(section.getByText(/development certificate/)).toBeVisible();

  const select = section.getByLabel("Pass template");
  await expect(select.locator("option", { hasText: storeCard })).toHaveCount(1);
  await expect(select.locator("option", { hasText: `Coupon ${stamp}` })).toHaveCount(0);
  if (SCREENSHOTS)
    await section.screenshot({ path: `${SCREENSHOTS}/pass-default-${page.viewportSize()?.width}.png` });

  await select.selectOption({ label: `${storeCard} (store card)` });
  await section.getByRole("button", { name: "Use this template" }).click();
  await expect(noticeWith(page, `Passes now wear “${storeCard}”`)).toBeVisible();
  await expect(preview).toContainText("Bean Counter");
  await expect(preview).toContainText("120");
  await expect(section.getByRole("button", { name: "Use this template" })).toBeDisabled();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download sample pass" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`sample-${programId}.pkpass`);
  const bytes = readFileSync((await download.path()) ?? "");
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(bytes.includes(Buffer.from("pass.json"))).toBe(true);
  expect(bytes.includes(Buffer.from("Bean Counter"))).toBe(true);
  await expect(noticeWith(page, "Sample pass downloaded")).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    if (SCREENSHOTS) await section.screenshot({ path: `${SCREENSHOTS}/pass-section-${width}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
