import { execFileSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ApnsStandIn, startApnsStandIn } from "../lib/testing/apns-stand-in";
import { certificateAuthorityFromPem } from "../lib/testing/test-certificates";
import { expect, test } from "./support/fixtures";

// A device's whole round trip against the production server: it downloads a member's pass, registers for
// its pushes at the pass's webServiceURL, the merchant changes the points, the server's outbox worker pushes
// the APNs stand-in (whose CA tools/e2e.ts made before the server started), and the device fetches what changed.

type PassJson = {
  serialNumber: string;
  passTypeIdentifier: string;
  webServiceURL: string;
  authenticationToken: string;
  voided?: boolean;
};

// `request` is the device: no session. The merchant looks at the program in a browser of its own at the end.
test.use({ signedInAs: "nobody" });

const dir = mkdtempSync(path.join(tmpdir(), "lp-passkit-e2e-"));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of the .pkpass (a zip), read with the system's unzip. */
function fileOf(pkpass: Buffer, name: string): Buffer {
  const file = path.join(dir, `pass-${Date.now()}-${Math.random()}.pkpass`);
  writeFileSync(file, pkpass);
  return execFileSync("unzip", ["-p", file, name]);
}

/** The Pass Type ID certificate that signed the pass, from its detached PKCS#7 `signature`. */
function signerFingerprintOf(pkpass: Buffer, passTypeIdentifier: string): string {
  const signature = path.join(dir, `signature-${Date.now()}`);
  writeFileSync(signature, fileOf(pkpass, "signature"));
  const pems = execFileSync("openssl", ["pkcs7", "-inform", "DER", "-in", signature, "-print_certs"])
    .toString()
    .match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  const signer = (pems ?? [])
    .map((pem) => new X509Certificate(pem))
    .find((certificate) => certificate.subject.includes(passTypeIdentifier));
  if (!signer) throw new Error("no Pass Type ID certificate in the pass's signature");
  return signer.fingerprint256;
}

let apns: ApnsStandIn;
test.beforeAll(async () => {
  const apnsUrl = new URL(process.env.APNS_URL ?? "");
  const ca = certificateAuthorityFromPem({
    certPem: readFileSync(process.env.APNS_CA_CERTIFICATE ?? "", "utf8"),
    keyPem: readFileSync(process.env.E2E_APNS_CA_KEY ?? "", "utf8"),
  });
  apns = await startApnsStandIn({ ca, port: Number(apnsUrl.port) });
});
test.afterAll(() => apns?.close());

test("a registered device is pushed after a points change and a delete, and downloads the signed, then voided, pass", async ({
  request,
  browser,
  merchant,
  merchantSession,
}) => {
  const headers = { Authorization: `Bearer ${merchant.accessToken}` };
  const passTypeIdentifier = "pass.com.example.e2epush";
  const program = await request.post("/v2/programs", {
    headers,
    data: { passTypeIdentifier, name: `E2E Push ${Date.now()}`, pointsInstallPass: 10 },
  });
  expect(program.status()).toBe(201);
  const { id: programId } = (await program.json()) as { id: string };
  const joined = await request.post(`/v2/loyalty/programs/${programId}/members`, {
    headers,
    data: { email: `push-${Date.now()}@example.com`, firstName: "Ada" },
  });
  expect(joined.status()).toBe(201);
  const { id: memberId } = (await joined.json()) as { id: string };

  // What a customer adds to Wallet: the pass names where its device registers and with which token.
  const download = await request.get(`/v2/loyalty/programs/${programId}/members/${memberId}/pass`, {
    headers,
  });
  expect(download.status()).toBe(200);
  const installed = await download.body();
  const pass = JSON.parse(fileOf(installed, "pass.json").toString()) as PassJson;
  expect(pass.serialNumber).toBe(`member-${memberId}`);
  const webService = new URL(pass.webServiceURL);
  const device = { id: `e2edevice${Date.now()}`, pushToken: "e2e0".repeat(16) };
  const authorization = { Authorization: `ApplePass ${pass.authenticationToken}` };
  const registration = `${webService.pathname}/v1/devices/${device.id}/registrations/${passTypeIdentifier}/${pass.serialNumber}`;

  const registered = await request.post(registration, {
    headers: authorization,
    data: { pushToken: device.pushToken },
  });
  expect(registered.status()).toBe(201);
  expect(
    (
      await request.post(registration, { headers: authorization, data: { pushToken: device.pushToken } })
    ).status(),
  ).toBe(200);
  // The install credit (pointsInstallPass) changed the pass: its first push.
  await expect
    .poll(() => apns.pushesTo(device.pushToken).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);

  const pushesBefore = apns.pushesTo(device.pushToken).length;
  const credit = await request.post(`/v2/loyalty/programs/${programId}/members/${memberId}/points`, {
    headers,
    data: { points: 25, reason: "E2E coffee" },
  });
  expect(credit.status()).toBe(201);
  await expect
    .poll(() => apns.pushesTo(device.pushToken).length, { timeout: 15_000 })
    .toBeGreaterThan(pushesBefore);
  const push = apns.pushesTo(device.pushToken).at(-1);
  expect(push?.path).toBe(`/3/device/${device.pushToken}`);
  expect(push?.headers["apns-topic"]).toBe(passTypeIdentifier);
  expect(push?.body).toBe("{}");
  expect(push?.clientCertificateFingerprint).toBe(signerFingerprintOf(installed, passTypeIdentifier));

  // What the device does on the push: which passes changed, then each pass.
  const listed = await request.get(
    `${webService.pathname}/v1/devices/${device.id}/registrations/${passTypeIdentifier}`,
  );
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { serialNumbers: string[] }).serialNumbers).toEqual([pass.serialNumber]);
  const passPath = `${webService.pathname}/v1/passes/${passTypeIdentifier}/${pass.serialNumber}`;
  const latest = await request.get(passPath, { headers: authorization });
  expect(latest.status()).toBe(200);
  expect(latest.headers()["content-type"]).toBe("application/vnd.apple.pkpass");
  const updated = fileOf(await latest.body(), "pass.json").toString();
  expect(updated).toContain("35");
  expect(JSON.parse(updated).authenticationToken).toBe(pass.authenticationToken);
  // Once the change's second is over, the copy the device has is not modified.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const lastModified =
    (await request.head(passPath, { headers: authorization })).headers()["last-modified"] ?? "";
  expect(lastModified).not.toBe("");
  const unchanged = await request.get(passPath, {
    headers: { ...authorization, "If-Modified-Since": lastModified },
  });
  expect(unchanged.status()).toBe(304);

  // Deleting the member voids the pass on the device.
  const pushesBeforeDelete = apns.pushesTo(device.pushToken).length;
  expect(
    (await request.delete(`/v2/loyalty/programs/${programId}/members/${memberId}`, { headers })).status(),
  ).toBe(204);
  await expect
    .poll(() => apns.pushesTo(device.pushToken).length, { timeout: 15_000 })
    .toBeGreaterThan(pushesBeforeDelete);
  const voided = await request.get(passPath, { headers: authorization });
  expect(voided.status()).toBe(200);
  const voidedJson = JSON.parse(fileOf(await voided.body(), "pass.json").toString()) as PassJson;
  expect(voidedJson.voided).toBe(true);
  expect(JSON.stringify(voidedJson)).not.toContain("Ada");

  expect((await request.delete(registration, { headers: authorization })).status()).toBe(200);
  expect(
    (await request.post(`${webService.pathname}/v1/log`, { data: { logs: ["E2E: all fine"] } })).status(),
  ).toBe(200);

  // The merchant sees the pass's stay in the program's Pass section: one install, one removal.
  const merchantContext = await browser.newContext({ storageState: merchantSession });
  const page = await merchantContext.newPage();
  await page.goto(`/programs/${programId}`);
  const counts = page.getByRole("heading", { name: "Installed passes" }).locator("..");
  await expect(counts.locator("dl", { hasText: "Installs" }).locator("dd")).toHaveText("1");
  await expect(counts.locator("dl", { hasText: "Removals" }).locator("dd")).toHaveText("1");
  await merchantContext.close();
});
