import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { killableDatabase } from "../lib/testing/killable-database";
import { spawnAppServer } from "../tools/runtime";

// Runs against the real server (tools/server.ts): some methods never reach a Next route handler.
const baseUrl = new URL(process.env.E2E_BASE_URL ?? "http://localhost:3100");

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; elapsedMs: number };

function send(
  method: string,
  url: URL,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: url.port, path: `${url.pathname}${url.search}`, method, headers },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            elapsedMs: performance.now() - startedAt,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test.describe("methods through the real server", () => {
  test("TRACE and other methods Next rejects answer 405 JSON with Allow and X-Request-Id", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await send(method, new URL("/v2/token", baseUrl), { "X-Request-Id": "e2e-trace" });
      expect(answer.status, method).toBe(405);
      expect(JSON.parse(answer.body)).toEqual({ detail: "Method Not Allowed" });
      expect(answer.headers.allow).toBe("GET, POST");
      expect(answer.headers["x-request-id"]).toBe("e2e-trace");
    }
    const unknown = await send("TRACE", new URL("/v2/no-such-thing", baseUrl));
    expect(unknown.status).toBe(404);
    expect(unknown.headers["x-request-id"]).toBeTruthy();
  });

  test("a path no route serves answers the API's JSON 404 with every /v2 header, for every method", async () => {
    // Answered by the front server without Next (decision 062): the same answer the catch-all route gave.
    const viaNext = await send("GET", new URL("/v2/health", baseUrl));
    for (const method of ["GET", "POST", "DELETE", "OPTIONS"]) {
      const answer = await send(method, new URL("/v2/no-such-thing/at-all", baseUrl), {
        "X-Request-Id": "e2e-unknown",
      });
      expect(answer.status, method).toBe(404);
      expect(JSON.parse(answer.body), method).toEqual({ detail: "Not Found" });
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["x-request-id"]).toBe("e2e-unknown");
      for (const header of [
        "content-security-policy",
        "x-content-type-options",
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
      ])
        expect(answer.headers[header], `${method} ${header}`).toBe(viaNext.headers[header]);
    }
    const head = await send("HEAD", new URL("/v2/no-such-thing", baseUrl));
    expect(head.status).toBe(404);
    expect(head.body).toBe("");
    // A documented path with a parameter still reaches its route (its own 404 or 401).
    const routed = await send("GET", new URL("/v2/loyalty/programs/not-an-id", baseUrl));
    expect(routed.status).toBe(401);
  });

  test("OPTIONS and HEAD answer 405 with an Allow that names only served methods", async () => {
    const options = await send("OPTIONS", new URL("/v2/programs", baseUrl));
    expect(options.status).toBe(405);
    expect(options.headers.allow).toBe("POST");
    expect(options.headers["x-request-id"]).toBeTruthy();
    const head = await send("HEAD", new URL("/v2/loyalty/programs", baseUrl));
    expect(head.status).toBe(405);
    expect(head.headers.allow).toBe("GET");
  });

  test("GET /v2/health reports a ready database", async () => {
    const answer = await send("GET", new URL("/v2/health", baseUrl));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: "ok", live: true, database: { ready: true } });
  });
});

test.describe("the database dies under a running server", () => {
  test.setTimeout(120_000);

  test("503 within 2 s with Retry-After, a clear dashboard message, recovery by itself, also after a crash", async ({
    browser,
  }) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-e2e-down-"));
    const database = await killableDatabase({ dataDir: path.join(dataDir, "db"), databaseName: "down" });
    const secret = "e2e-database-down-secret-of-at-least-32-characters";
    const port = Number(baseUrl.port) + 7;
    const url = new URL(`http://localhost:${port}`);
    const server = spawnAppServer("start", port, {
      ...process.env,
      MONGODB_URI: database.uri,
      AUTH_SECRET: secret,
      NEXTAUTH_URL: url.origin,
      REQUEST_LOG: "off",
    });
    try {
      await expect
        .poll(async () => (await send("GET", new URL("/v2/health", url)).catch(() => null))?.status, {
          timeout: 60_000,
        })
        .toBe(200);
      const signIn = () =>
        send(
          "POST",
          new URL("/v2/token", url),
          { "content-type": "application/x-www-form-urlencoded" },
          "username=nobody%40example.com&password=wrong-password",
        );
      expect((await signIn()).status).toBe(401);

      await database.takeDown();
      for (const call of [signIn, () => send("GET", new URL("/v2/health", url))]) {
        const answer = await call();
        expect(answer.status).toBe(503);
        expect(answer.elapsedMs).toBeLessThan(2_000);
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        expect(answer.headers["x-request-id"]).toBeTruthy();
      }
      expect(JSON.parse((await signIn()).body)).toEqual({
        detail: "Service Unavailable: the database is not reachable. Try again shortly.",
      });

      // A signed-in merchant opening the dashboard sees what is going on, not an error page.
      const context = await browser.newContext({ baseURL: url.origin });
      const session = await encode({ token: { sub: "6740a1b2c3d4e5f60718293a" }, secret });
      await context.addCookies([{ name: "next-auth.session-token", value: session, url: url.origin }]);
      const page = await context.newPage();
      await page.goto("/programs");
      await expect(
        page.getByRole("heading", { name: "The dashboard cannot reach its database right now" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

      await database.restart();
      await expect.poll(async () => (await signIn()).status, { timeout: 20_000 }).toBe(401);
      expect((await send("GET", new URL("/v2/health", url))).status).toBe(200);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(
        page.getByRole("heading", { name: "The dashboard cannot reach its database right now" }),
      ).toHaveCount(0);
      await context.close();

      // A crash: the launcher starts the database again by itself; meanwhile never a 500 or a hang.
      database.kill();
      const statuses: number[] = [];
      await expect
        .poll(
          async () => {
            const answer = await signIn();
            expect(answer.elapsedMs).toBeLessThan(2_000);
            statuses.push(answer.status);
            return answer.status;
          },
          { timeout: 30_000 },
        )
        .toBe(401);
      expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    } finally {
      server.kill("SIGTERM");
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
