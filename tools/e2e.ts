import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { testCertificateAuthority } from "../lib/testing/pass-certificates";
import { makeCertificateAuthority } from "../lib/testing/test-certificates";
import { E2E_BROWSER_PATH, ensureChromium } from "./chromium";
import { buildProduction, prepareRuntime, ROOT, runCommand, spawnAppServer } from "./runtime";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${E2E_PORT}`;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Server at ${url} did not come up within ${timeoutMs} ms`);
}

/**
 * The production build the run serves, made without the database and the secret: a production build must need
 * neither (they are read at start). The public address is the e2e server's, as the runtime would set it.
 */
function buildForE2e(): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  env.NEXTAUTH_URL ??= BASE_URL;
  env.PUBLIC_BASE_URL ??= env.NEXTAUTH_URL;
  delete env.MONGODB_URI;
  delete env.AUTH_SECRET;
  return buildProduction(env);
}

/**
 * npm run test:e2e — production build, fresh embedded database, seeded demo accounts, the compiled server,
 * then Playwright against it. The build and the database's start run side by side (neither needs the other).
 * E2E_SKIP_BUILD=1 reuses an existing build; E2E_BUILD_ONLY=1 only builds (npm test builds while it lints).
 */
async function main(): Promise<number> {
  if (process.env.E2E_BUILD_ONLY === "1") return buildForE2e();
  ensureChromium(E2E_BROWSER_PATH);
  const building = process.env.E2E_SKIP_BUILD === "1" ? Promise.resolve(0) : buildForE2e();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-e2e-"));
  const outboxDir = path.join(dataDir, "outbox");
  const baseUrl = BASE_URL;
  const runtime = await prepareRuntime({ dataDir, port: E2E_PORT, seed: true, durable: false }).catch(
    async (error: unknown) => {
      await building;
      throw error;
    },
  );
  // e2e/passkit.spec.ts runs the APNs stand-in; the server must trust its CA from the start, so it is made here.
  const apnsCa = makeCertificateAuthority("APNs stand-in CA (e2e)");
  const apnsCaCert = path.join(dataDir, "apns-ca.pem");
  const apnsCaKey = path.join(dataDir, "apns-ca-key.pem");
  writeFileSync(apnsCaCert, apnsCa.certPem);
  writeFileSync(apnsCaKey, apnsCa.keyPem, { mode: 0o600 });
  // A stand-in for Apple's WWDR intermediate: the server (a production build) refuses Pass Type ID certificates it
  // cannot verify (decision 028); e2e/wallet-settings.spec.ts issues its certificates with this CA's key.
  const wwdr = testCertificateAuthority("Apple WWDR stand-in (e2e)");
  const wwdrCert = path.join(dataDir, "wwdr-ca.pem");
  const wwdrKey = path.join(dataDir, "wwdr-ca-key.pem");
  writeFileSync(wwdrCert, wwdr.certificatePem);
  writeFileSync(wwdrKey, wwdr.privateKeyPem, { mode: 0o600 });
  const apnsPort = E2E_PORT + 1000;
  const env = {
    ...runtime.env,
    OUTBOX_DIR: outboxDir,
    E2E_BASE_URL: baseUrl,
    E2E_OUTBOX_DIR: outboxDir,
    // e2e/webhooks.spec.ts receives deliveries on a loopback HTTPS receiver of its own.
    WEBHOOKS_ALLOW_LOCAL: "1",
    OUTBOX_POLL_MS: "500",
    APNS_URL: `https://127.0.0.1:${apnsPort}`,
    APNS_CA_CERTIFICATE: apnsCaCert,
    E2E_APNS_CA_KEY: apnsCaKey,
    APPLE_WWDR_CERTIFICATE: wwdrCert,
    E2E_WWDR_CA_KEY: wwdrKey,
  };
  try {
    const built = await building;
    if (built !== 0) return built;
    const server = spawnAppServer("start", E2E_PORT, env);
    try {
      await waitForServer(`${baseUrl}/v2/openapi.json`, 60_000);
      const playwright = path.join(ROOT, "node_modules/@playwright/test/cli.js");
      return await runCommand(
        process.execPath,
        [playwright, "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)],
        env,
      );
    } finally {
      server.kill("SIGTERM");
    }
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
