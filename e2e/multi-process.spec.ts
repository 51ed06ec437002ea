import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import mongoose from "mongoose";
import { startEmbeddedDatabase } from "../lib/db/embedded/ferretdb";
import { processTree } from "../tools/bench-api/process-memory";
import { ROOT, SERVER_BUNDLE } from "../tools/runtime";

// The production runtime as a process manager runs it (`node dist/server.js`, built by the e2e runner's
// `npm run build`): one Node process with its database, a graceful SIGTERM, and two app processes sharing
// one database. No timing assertions: every wait is generous, for a loaded 2-core machine.

const basePort = Number(new URL(process.env.E2E_BASE_URL ?? "http://localhost:3100").port);
const SECRET = "e2e-multi-process-secret-of-at-least-32-characters";
const START_TIMEOUT_MS = 180_000;

type Server = { child: ChildProcess; output: string[]; url: string; exited: Promise<number | null> };

function startServer(port: number, extraEnv: Record<string, string | undefined>): Server {
  const env: { [name: string]: string | undefined } & { NODE_ENV?: string } = {
    ...process.env,
    PORT: String(port),
    AUTH_SECRET: SECRET,
    NEXTAUTH_URL: `http://localhost:${port}`,
    REQUEST_LOG: "off",
    ...extraEnv,
  };
  delete env.NODE_ENV;
  for (const [name, value] of Object.entries(extraEnv)) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, url: `http://127.0.0.1:${port}`, exited };
}

async function waitForOutput(server: Server, pattern: RegExp): Promise<void> {
  await expect
    .poll(() => server.output.some((line) => pattern.test(line)), {
      timeout: START_TIMEOUT_MS,
      message: `waiting for ${pattern} in:\n${server.output.join("\n")}`,
    })
    .toBe(true);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await server.exited;
}

type Answer = { status: number; body: string };

function post(url: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers }, (response) => {
      let text = "";
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const isNode = (pid: number) => {
  try {
    return readlinkSync(`/proc/${pid}/exe`) === process.execPath;
  } catch {
    return false;
  }
};

test.describe("the production runtime", () => {
  test.setTimeout(420_000);

  test("is one Node process with its database, and SIGTERM lets a request in flight finish", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-e2e-runtime-"));
    const server = startServer(basePort + 11, {
      MONGODB_URI: undefined,
      DATA_DIR: dataDir,
      OUTBOX_DIR: path.join(dataDir, "outbox"),
    });
    try {
      await waitForOutput(server, /LoyaltyPass ready on/);
      const tree = processTree(server.child.pid ?? -1);
      expect(tree.filter(isNode)).toEqual([server.child.pid]);
      // The embedded database (FerretDB and PostgreSQL) runs as this process's children.
      expect(tree.length).toBeGreaterThanOrEqual(3);

      const signIn = await post(
        `${server.url}/v2/token`,
        "username=demo%40example.com&password=demo-password-123",
        { "content-type": "application/x-www-form-urlencoded" },
      );
      expect(signIn.status).toBe(200);
      const { accessToken } = JSON.parse(signIn.body) as { accessToken: string };

      // A create whose body is still arriving when SIGTERM comes: it must complete.
      const body = JSON.stringify({
        passTypeIdentifier: "pass.com.example.drain",
        name: "Drained",
        schema: "stampCard",
      });
      const half = Math.floor(body.length / 2);
      const answer = new Promise<Answer>((resolve, reject) => {
        const request = http.request(
          `${server.url}/v2/programs`,
          {
            method: "POST",
            headers: {
              authorization: `Bearer ${accessToken}`,
              "content-type": "application/json",
              "content-length": String(Buffer.byteLength(body)),
            },
          },
          (response) => {
            let text = "";
            response.on("data", (chunk) => {
              text += chunk;
            });
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on("error", reject);
        request.write(body.slice(0, half));
        setTimeout(() => {
          server.child.kill("SIGTERM");
          void waitForOutput(server, /SIGTERM: no new connections/).then(async () => {
            // Draining: a new connection is refused, the one in flight is still served.
            await expect(fetch(`${server.url}/v2/health`)).rejects.toThrow();
            request.end(body.slice(half));
          }, reject);
        }, 1_000);
      });
      const created = await answer;
      expect(created.status).toBe(201);
      expect(JSON.parse(created.body)).toMatchObject({ name: "Drained" });
      expect(await server.exited).toBe(0);
      expect(server.output.join("\n")).toContain("[server] stopped");
      // The database went with it.
      for (const pid of tree) expect(existsSync(`/proc/${pid}`)).toBe(false);
    } finally {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("two servers on one database share rate limits and throttles and do each background item once", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-e2e-two-"));
    const database = await startEmbeddedDatabase({
      dataDir: path.join(dataDir, "db"),
      databaseName: "two",
      durable: false,
      onFatal: (error) => console.error(`[test db] ${error.message}`),
    });
    const env = { MONGODB_URI: database.uri, PURGE_INTERVAL_MINUTES: "0", TRUST_PROXY_HOPS: "1" };
    const servers: Server[] = [];
    try {
      servers.push(startServer(basePort + 12, env), startServer(basePort + 13, env));
      const jobRuns = (server: Server) =>
        server.output.filter((text) => text.startsWith("[jobs] retention purge: ")).length;
      await expect
        .poll(() => servers.every((server) => jobRuns(server) >= 1), { timeout: START_TIMEOUT_MS })
        .toBe(true);

      // Work a crashed server left behind: erasures stopped halfway, purges past their retention.
      const seed = spawn(process.execPath, ["--import", "tsx", "e2e/support/seed-background-work.ts"], {
        cwd: ROOT,
        env: { ...process.env, ...env, AUTH_SECRET: SECRET, REQUEST_LOG: "off" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let seedOutput = "";
      seed.stdout?.on("data", (chunk) => {
        seedOutput += chunk;
      });
      expect(await new Promise((resolve) => seed.once("exit", resolve))).toBe(0);
      const seeded = JSON.parse(seedOutput.trim().split("\n").at(-1) ?? "{}") as {
        erasureIds: string[];
        purgeCardIds: string[];
        email: string;
        password: string;
      };

      // Both run the jobs at the same moment (SIGHUP: run them now), on the same items.
      const seededAt = servers.map((server) => server.output.length);
      for (const server of servers) server.child.kill("SIGHUP");
      const client = new mongoose.mongo.MongoClient(database.uri);
      try {
        const db = client.db();
        const ids = (list: string[]) => list.map((id) => new mongoose.Types.ObjectId(id));
        const erasureStatuses = async () =>
          (
            await db
              .collection("gdpr_requests")
              .find({ _id: { $in: ids(seeded.erasureIds) } })
              .toArray()
          ).map((request) => request.status);
        await expect
          .poll(erasureStatuses, { timeout: START_TIMEOUT_MS })
          .toEqual(seeded.erasureIds.map(() => "completed"));
        const tasksLeft = () =>
          db.collection("purge_tasks").countDocuments({ targetId: { $in: ids(seeded.purgeCardIds) } });
        await expect.poll(tasksLeft, { timeout: START_TIMEOUT_MS }).toBe(0);
        const cards = await db
          .collection("giftcards")
          .find({ _id: { $in: ids(seeded.purgeCardIds) } })
          .toArray();
        expect(cards.filter((card) => card.purgedAt instanceof Date)).toHaveLength(
          seeded.purgeCardIds.length,
        );
        expect(await db.collection("job_claims").countDocuments({})).toBe(0);
      } finally {
        await client.close();
      }

      // Everything is done. One more run each (queued behind any run still under way) that finds nothing to
      // do shows that every earlier run of that server has ended and logged what it did.
      for (const server of servers) server.child.kill("SIGHUP");
      const isIdleRun = (lines: string[], index: number) =>
        /^\[jobs\] resume erasures: \{"resumed":0,"failed":0,"claimedElsewhere":0\}/.test(
          lines[index] ?? "",
        ) &&
        /^\[jobs\] retention purge: \{"purged":0,"pending":\d+,"failed":0,"claimedElsewhere":0[,}]/.test(
          lines[index + 1] ?? "",
        );
      await expect
        .poll(
          () =>
            servers.every((server, i) => {
              const lines = server.output.slice(seededAt[i]).filter((text) => text.startsWith("[jobs] "));
              return lines.some((_, index) => isIdleRun(lines, index));
            }),
          { timeout: START_TIMEOUT_MS },
        )
        .toBe(true);
      // Once: what the servers report having done adds up to the items, none done by both.
      const reported = (job: string, field: "resumed" | "purged") =>
        servers.reduce(
          (sum, server) =>
            sum +
            server.output
              .filter((text) => text.startsWith(`[jobs] ${job}: `))
              .reduce((total, text) => total + Number(JSON.parse(text.slice(job.length + 9))[field]), 0),
          0,
        );
      expect(reported("resume erasures", "resumed")).toBe(seeded.erasureIds.length);
      expect(reported("retention purge", "purged")).toBe(seeded.purgeCardIds.length);

      // Signups: 20 a minute per client address in total, whichever server answers (the servers trust one
      // proxy hop). The window slides, so no minute's boundary can reset the count halfway.
      const signupStatuses: number[][] = [[], []];
      for (let i = 0; i < 30; i++) {
        const server = i % 2;
        const answer = await post(`${servers[server]?.url}/v2/signup/pending`, "{}", {
          "content-type": "application/json",
          "x-forwarded-for": "203.0.113.77",
        });
        signupStatuses[server]?.push(answer.status);
      }
      const all = signupStatuses.flat();
      // Counted before validation: the first 20 are read (and refused as invalid), the rest are limited.
      expect(all.filter((status) => status === 422)).toHaveLength(20);
      expect(all.filter((status) => status === 429)).toHaveLength(10);
      for (const statuses of signupStatuses) expect(statuses).toContain(429);

      // Failed sign-ins: 5 per account and address in total across both servers.
      const signInStatuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const answer = await post(
          `${servers[i % 2]?.url}/v2/token`,
          `username=${encodeURIComponent(seeded.email)}&password=wrong-password-${i}`,
          { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.78" },
        );
        signInStatuses.push(answer.status);
      }
      expect(signInStatuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    } catch (error) {
      for (const server of servers) console.log(`--- server ${server.url}\n${server.output.join("\n")}`);
      throw error;
    } finally {
      await Promise.all(servers.map(stopServer));
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
