import { X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { type TestCertificate, testP12, testPassCertificate } from "../lib/testing/pass-certificates";
import { expect, test } from "./support/fixtures";
import { stylesSettled } from "./support/settled-styles";

const DAY_MS = 24 * 60 * 60 * 1000;
const TEAM = "ABCDE12345";
const notAfterOf = (certificate: TestCertificate) =>
  new Date(new X509Certificate(certificate.certificatePem).validTo);

/** The date as the page shows it (components/i18n/format.ts: the UTC day, en-GB medium). */
const shown = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(date);

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

async function createProgram(page: Page, origin: string, passTypeIdentifier: string, name: string) {
  const response = await page.request.post("/v2/programs", {
    headers: { Origin: origin },
    data: { passTypeIdentifier, name },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function uploadP12(card: Locator, p12: Buffer, password: string) {
  await card.getByRole("button", { name: /Upload certificate|Replace certificate/ }).click();
  await card.locator('input[type="file"]').setInputFiles({
    name: "Certificates.p12",
    mimeType: "application/x-pkcs12",
    buffer: p12,
  });
  await expect(card.getByText("Chosen: Certificates.p12")).toBeVisible();
  await card.getByLabel("Password").fill(password);
  await card.getByLabel("Team ID").fill(TEAM);
  await card.getByRole("button", { name: "Upload certificate" }).click();
}

async function deleteCertificate(page: Page, card: Locator, passType: string) {
  await card.getByRole("button", { name: "Delete certificate" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete the certificate for ${passType}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete certificate" }).click();
  await expect(page.getByRole("status").getByText(`Certificate for ${passType} deleted.`)).toBeVisible();
}

for (const phone of [false, true]) {
  const tag = phone ? " @phone" : "";

  test(`settings → Wallet: upload a .p12, see it configured, the expiry warning, delete it${tag}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now()}${phone ? "p" : "d"}`;
    const passType = `pass.com.example.e2e-wallet-${stamp}`;
    const soonType = `pass.com.example.e2e-soon-${stamp}`;
    // The stand-in for Apple's WWDR the server is configured with (tools/e2e.ts): a production server refuses
    // certificates it cannot verify (decision 028).
    const authority: TestCertificate = {
      certificatePem: readFileSync(process.env.APPLE_WWDR_CERTIFICATE ?? "", "utf8"),
      privateKeyPem: readFileSync(process.env.E2E_WWDR_CA_KEY ?? "", "utf8"),
    };
    const certificate = testPassCertificate({
      issuer: authority,
      passTypeIdentifier: passType,
      teamIdentifier: TEAM,
    });
    const soonNotAfter = new Date(Date.now() + 10 * DAY_MS);
    const soon = testPassCertificate({
      issuer: authority,
      passTypeIdentifier: soonType,
      teamIdentifier: TEAM,
      notAfter: soonNotAfter,
    });

    await createProgram(page, baseURL ?? "", passType, `Wallet e2e ${stamp}`);
    await createProgram(page, baseURL ?? "", soonType, `Soon e2e ${stamp}`);
    await page.goto("/settings");
    await page.getByRole("link", { name: "Wallet certificates" }).click();
    await expect(page).toHaveURL(/\/settings\/wallet$/);
    await expect(page.getByRole("heading", { name: "Wallet", level: 1 })).toBeVisible();

    const card = page.locator(`[data-pass-type="${passType}"]`);
    await expect(card.getByText(`Wallet e2e ${stamp}`)).toBeVisible();
    // Without a certificate of its own (and no service certificate here): the development chain signs, a preview.
    await expect(card.getByText("Preview only", { exact: true })).toBeVisible();
    await expectNoViolations(page, "wallet settings");

    // A wrong password is refused in words, and nothing changes.
    const p12 = testP12({
      certificate,
      chain: [authority.certificatePem],
      password: "keychain",
      legacy: true,
    });
    await uploadP12(card, p12, "not the password");
    await expect(card.getByRole("alert")).toHaveText(
      "The password does not open this .p12 file. Check it and try again.",
    );
    await expectNoViolations(page, "upload form with an error");
    await card.screenshot({ path: `test-results/wallet-form-${phone ? 375 : 1280}.png` });
    await card.getByLabel("Password").fill("keychain");
    await card.getByRole("button", { name: "Upload certificate" }).click();
    const until = shown(notAfterOf(certificate));
    await expect(
      page.getByRole("status").getByText(`Certificate for ${passType} uploaded: valid until ${until}.`),
    ).toBeVisible();
    await expect(card.getByText("Your certificate", { exact: true })).toBeVisible();
    await expect(card.getByText(`Your certificate signs these passes until ${until}.`)).toBeVisible();
    await expect(card.locator("[data-certificate-issue]")).toHaveCount(0);
    await expect(card.getByText(TEAM, { exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/wallet-settings-${phone ? 375 : 1280}.png`, fullPage: true });

    // A certificate expiring in 10 days: a warning on its card and on the programs page.
    const soonCard = page.locator(`[data-pass-type="${soonType}"]`);
    await uploadP12(soonCard, testP12({ certificate: soon, password: "soon" }), "soon");
    await expect(soonCard.getByText("Expires soon")).toBeVisible();
    await expect(
      soonCard.getByText(`The certificate expires on ${shown(notAfterOf(soon))} (in 10 days).`),
    ).toBeVisible();
    await expectNoViolations(page, "wallet settings with certificates");
    await page.screenshot({ path: `test-results/wallet-expiring-${phone ? 375 : 1280}.png`, fullPage: true });
    await page.goto("/programs");
    const banner = page.getByTestId("certificate-expiry-banner");
    await expect(banner).toContainText(
      `The Apple Wallet certificate for ${soonType} expires on ${shown(notAfterOf(soon))}.`,
    );
    await banner.getByRole("link", { name: "Upload a renewed certificate" }).click();
    await expect(page).toHaveURL(/\/settings\/wallet$/);

    await deleteCertificate(page, page.locator(`[data-pass-type="${passType}"]`), passType);
    await expect(
      page.locator(`[data-pass-type="${passType}"]`).getByText("Preview only", { exact: true }),
    ).toBeVisible();
    await expect(page.locator(`[data-pass-type="${passType}"] [data-certificate-issue]`)).toHaveCount(0);
    await deleteCertificate(page, page.locator(`[data-pass-type="${soonType}"]`), soonType);
    await page.goto("/programs");
    await expect(page.getByTestId("certificate-expiry-banner")).toHaveCount(0);
  });
}
