import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as giftCardGoogleWallet } from "@/app/(public)/g/[token]/google-wallet/route";
import { GET as giftCardPass } from "@/app/(public)/g/[token]/pass/route";
import { POST as memberGoogleWallet } from "@/app/(public)/m/[token]/google-wallet/route";
import { GET as memberPass } from "@/app/(public)/m/[token]/pass/route";
import { GET as health } from "@/app/v2/health/route";
import { GET as listPrograms } from "@/app/v2/loyalty/programs/route";
import { POST as token } from "@/app/v2/token/route";
import { disconnectFromDatabase, SERVER_SELECTION_TIMEOUT_MS } from "@/lib/db/connect";
import { merchantWithToken, TEST_PASSWORD } from "@/lib/testing/accounts";
import { type CallResult, callRoute } from "@/lib/testing/call-route";
import { killableDatabase } from "@/lib/testing/killable-database";

// This file's database is its own, so killing it leaves the other test files alone.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-down-"));
let database: Awaited<ReturnType<typeof killableDatabase>>;
let account: Awaited<ReturnType<typeof merchantWithToken>>;

beforeAll(async () => {
  database = await killableDatabase({ dataDir, databaseName: "down" });
  process.env.MONGODB_URI = database.uri;
  account = await merchantWithToken();
});

afterAll(async () => {
  await disconnectFromDatabase();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const signIn = () =>
  callRoute(token, {
    method: "POST",
    path: "/v2/token",
    body: new URLSearchParams({ username: account.email, password: TEST_PASSWORD }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
const list = () => callRoute(listPrograms, { path: "/v2/loyalty/programs", token: account.token });
const checkHealth = () => callRoute(health, { path: "/v2/health" });

/** The card pages' wallet buttons, pressed on a link that opens nothing (they read the database either way). */
const DEAD_TOKEN = "A".repeat(43);
const cardWalletRoutes = [
  { name: "GET /m/{token}/pass", handler: memberPass, method: "GET", path: `/m/${DEAD_TOKEN}/pass` },
  { name: "GET /g/{token}/pass", handler: giftCardPass, method: "GET", path: `/g/${DEAD_TOKEN}/pass` },
  {
    name: "POST /m/{token}/google-wallet",
    handler: memberGoogleWallet,
    method: "POST",
    path: `/m/${DEAD_TOKEN}/google-wallet`,
  },
  {
    name: "POST /g/{token}/google-wallet",
    handler: giftCardGoogleWallet,
    method: "POST",
    path: `/g/${DEAD_TOKEN}/google-wallet`,
  },
];
const pressCard = (route: (typeof cardWalletRoutes)[number], requestId: string) =>
  callRoute(route.handler, {
    method: route.method,
    path: route.path,
    params: { token: DEAD_TOKEN },
    headers: { "x-request-id": requestId },
  });

/**
 * A hang, not a speed: the driver gives up on a dead server after SERVER_SELECTION_TIMEOUT_MS (1 s), while its
 * default would wait 30 s. Ten times ours tells the two apart on a loaded two-core machine; how fast the 503
 * comes is measured by no pass/fail test.
 */
const HANG_MS = 10 * SERVER_SELECTION_TIMEOUT_MS;

async function timed(call: () => Promise<CallResult>) {
  const startedAt = performance.now();
  const result = await call();
  return { ...result, elapsedMs: performance.now() - startedAt };
}

describe("the database dies under a running app", () => {
  it("answers normally while it is up", async () => {
    expect((await list()).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    const report = await checkHealth();
    expect(report.status).toBe(200);
    expect(report.data).toMatchObject({ status: "ok", live: true, database: { ready: true } });
    expect((report.data as { database: { latencyMs: number } }).database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("card pages' wallet routes answer a dead link (404 / back to its page) with the request id", async () => {
    for (const route of cardWalletRoutes) {
      const response = await pressCard(route, "card-up-1");
      expect(response.status, route.name).toBe(route.method === "GET" ? 404 : 303);
      expect(response.headers.get("x-request-id"), route.name).toBe("card-up-1");
      expect(response.headers.get("cache-control"), route.name).toBe("no-store");
    }
  });

  it("answers 503 with Retry-After, without hanging, while it is down, then recovers by itself", async () => {
    await database.takeDown();
    for (const call of [list, signIn]) {
      const response = await timed(call);
      expect(response.status).toBe(503);
      expect(response.elapsedMs).toBeLessThan(HANG_MS);
      expect(response.data).toEqual({
        detail: "Service Unavailable: the database is not reachable. Try again shortly.",
      });
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(response.headers.get("x-request-id")).toBeTruthy();
    }
    // The card pages' wallet routes too: the API's 503, never Next's HTML error page.
    for (const route of cardWalletRoutes) {
      const response = await timed(() => pressCard(route, "card-down-1"));
      expect(response.status, route.name).toBe(503);
      expect(response.elapsedMs, route.name).toBeLessThan(HANG_MS);
      expect(response.headers.get("content-type"), route.name).toContain("application/json");
      expect(response.data, route.name).toEqual({
        detail: "Service Unavailable: the database is not reachable. Try again shortly.",
      });
      expect(Number(response.headers.get("retry-after")), route.name).toBeGreaterThan(0);
      expect(response.headers.get("x-request-id"), route.name).toBe("card-down-1");
      expect(response.headers.get("cache-control"), route.name).toBe("no-store");
    }
    const report = await timed(checkHealth);
    expect(report.status).toBe(503);
    expect(report.elapsedMs).toBeLessThan(HANG_MS);
    expect(report.data).toEqual({
      status: "unavailable",
      live: true,
      database: { ready: false, latencyMs: null },
    });
    expect(report.headers.get("retry-after")).toBeTruthy();

    await database.restart();
    expect((await untilOk(list)).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    expect((await checkHealth()).status).toBe(200);
  });

  it("crashed (SIGKILL): never a 500 or a hang meanwhile, and back by itself once the launcher restarted it", async () => {
    database.kill();
    const statuses: number[] = [];
    const recovered = await untilOk(async () => {
      const response = await timed(list);
      statuses.push(response.status);
      expect(response.elapsedMs).toBeLessThan(HANG_MS);
      return response;
    });
    expect(recovered.status).toBe(200);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect((await signIn()).status).toBe(200);
  });
});

/** Calls until it answers 200 (at most about 30 s), the way a client honouring Retry-After would. */
async function untilOk(call: () => Promise<CallResult>): Promise<CallResult> {
  let result = await call();
  for (let attempt = 0; attempt < 120 && result.status !== 200; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    result = await call();
  }
  return result;
}
