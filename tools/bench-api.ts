import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import mongoose from "mongoose";
import { processTree, treeMemoryMb } from "./bench-api/process-memory";
import { NEXT_BIN, prepareRuntime, ROOT, runCommand, spawnAppServer } from "./runtime";

// npm run bench:api — the production server against a bare node:http + driver floor doing the same database
// work, on the same embedded database holding 20,000 programs of 200 other merchants. Timing lives here,
// never in pass/fail tests. BENCH_SKIP_BUILD=1 reuses .next; BENCH_SECONDS sets each run's length.

const OTHER_MERCHANTS = 200;
const PROGRAMS_PER_MERCHANT = 100;
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const TARGETS = { firstPageMs: 50, ratio: 0.6, tailRatio: 3, memoryMb: 400 };

type Server = {
  name: "app" | "floor";
  url: string;
  serverPids: () => number[];
  databasePids: () => number[];
};
type Memory = { rss: number; pss: number; serverPss: number; databasePss: number };
type Run = { reqPerSec: number; p50: number; p99: number; errors: number; memory: Memory };
type Operation = {
  name: "create" | "list" | "framework";
  method: "GET" | "POST";
  path: string;
  body?: string;
  expectedStatus: number;
};

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function programDocument(merchantId: mongoose.Types.ObjectId, index: number) {
  const createdAt = new Date(Date.now() - index * 60_000);
  return {
    merchantId,
    passTypeIdentifier: `pass.com.example.m${index}`,
    name: `Program ${index}`,
    description: "Collect a stamp with every coffee; the tenth is on us.".repeat(3),
    programSchema: "stampCard",
    programType: "loyalty",
    retention_period_days: 30,
    customFields: [{ name: "birthday", type: "date", required: false }],
    requiredFields: ["email"],
    createdAt,
    updatedAt: createdAt,
  };
}

async function seed() {
  const { createMerchantWithOwner } = await import("../lib/services/accounts/create-account");
  const { issueAccessToken } = await import("../lib/auth/access-token");
  const { connectToDatabase } = await import("../lib/db/connect");
  await connectToDatabase();
  const programs = mongoose.connection.collection("programs");
  const started = performance.now();
  for (let merchant = 0; merchant < OTHER_MERCHANTS; merchant += 20) {
    const batch = [];
    for (let m = merchant; m < merchant + 20; m++) {
      const merchantId = new mongoose.Types.ObjectId();
      for (let i = 0; i < PROGRAMS_PER_MERCHANT; i++) batch.push(programDocument(merchantId, i));
    }
    await programs.insertMany(batch, { ordered: false });
  }
  const lister = await createMerchantWithOwner({
    merchantName: "Bench Lister",
    owner: { email: "bench-lister@example.com", name: "Lister", password: "bench-password-123" },
  });
  const creator = await createMerchantWithOwner({
    merchantName: "Bench Creator",
    owner: { email: "bench-creator@example.com", name: "Creator", password: "bench-password-123" },
  });
  const listerId = new mongoose.Types.ObjectId(lister.merchantId);
  await programs.insertMany(
    Array.from({ length: PROGRAMS_PER_MERCHANT }, (_, i) => programDocument(listerId, i)),
  );
  const seeded = await programs.estimatedDocumentCount();
  console.log(`seeded ${seeded} programs in ${Math.round((performance.now() - started) / 1000)} s`);
  return {
    listerId: lister.merchantId,
    creatorId: creator.merchantId,
    listToken: (await issueAccessToken({ userId: lister.userId })).token,
    createToken: (await issueAccessToken({ userId: creator.userId })).token,
  };
}

/** Latency of one request at a time, as a merchant opening the page sees it. */
async function aloneLatencyMs(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function load(server: Server, operation: Operation, headers: Record<string, string>): Promise<Run> {
  let peak: Memory = { rss: 0, pss: 0, serverPss: 0, databasePss: 0 };
  const sampler = setInterval(() => {
    const serverMemory = treeMemoryMb(server.serverPids());
    const databaseMemory = treeMemoryMb(server.databasePids());
    const pss = serverMemory.pss + databaseMemory.pss;
    if (pss > peak.pss) {
      peak = {
        rss: serverMemory.rss + databaseMemory.rss,
        pss,
        serverPss: serverMemory.pss,
        databasePss: databaseMemory.pss,
      };
    }
  }, 500);
  const result = await autocannon({
    url: `${server.url}${operation.path}`,
    method: operation.method,
    body: operation.body,
    headers: { ...headers, "content-type": "application/json" },
    connections: CONNECTIONS,
    duration: RUN_SECONDS,
  });
  clearInterval(sampler);
  const expected = operation.expectedStatus;
  const wrong = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + wrong,
    memory: peak,
  };
}

const fmt = (value: number, digits = 1) => value.toFixed(digits).padStart(8);

function spawnFloor(port: number, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "tools/bench-api/floor-server.ts")], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: "inherit",
  });
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-bench-api-"));
  const appPort = Number(process.env.BENCH_APP_PORT ?? 3190);
  const floorPort = appPort + 1;
  const runtime = await prepareRuntime({ dataDir, port: appPort, seed: false });
  const children: ChildProcess[] = [];
  try {
    const ids = await seed();
    await mongoose.disconnect();
    if (process.env.BENCH_SKIP_BUILD !== "1") {
      const built = await runCommand(process.execPath, [NEXT_BIN, "build"], runtime.env);
      if (built !== 0) return built;
    }
    const env = { ...runtime.env, NODE_ENV: "production" as const };
    const app = spawnAppServer("start", appPort, env);
    const floor = spawnFloor(floorPort, {
      ...env,
      BENCH_LIST_MERCHANT_ID: ids.listerId,
      BENCH_CREATE_MERCHANT_ID: ids.creatorId,
    });
    children.push(app, floor);
    const databaseTree = () => processTree(runtime.database?.pid() ?? -1);
    const servers: Server[] = [
      {
        name: "app",
        url: `http://127.0.0.1:${appPort}`,
        serverPids: () => processTree(app.pid ?? -1),
        databasePids: databaseTree,
      },
      {
        name: "floor",
        url: `http://127.0.0.1:${floorPort}`,
        serverPids: () => processTree(floor.pid ?? -1),
        databasePids: databaseTree,
      },
    ];
    await Promise.all(servers.map((server) => waitForServer(`${server.url}/v2/loyalty/programs`)));

    const listHeaders = { authorization: `Bearer ${ids.listToken}` };
    const listPath = "/v2/loyalty/programs?limit=50";
    const alone = {
      app: await aloneLatencyMs(`${servers[0]?.url}${listPath}`, listHeaders),
      floor: await aloneLatencyMs(`${servers[1]?.url}${listPath}`, listHeaders),
    };

    const operations: { operation: Operation; headers: Record<string, string> }[] = [
      {
        operation: {
          name: "create",
          method: "POST",
          expectedStatus: 201,
          path: "/v2/programs",
          body: JSON.stringify({
            passTypeIdentifier: "pass.com.example.bench",
            name: "Bench",
            schema: "stampCard",
          }),
        },
        headers: { authorization: `Bearer ${ids.createToken}` },
      },
      {
        operation: { name: "list", method: "GET", path: listPath, expectedStatus: 200 },
        headers: listHeaders,
      },
      // The framework's own ceiling: a /v2 answer (404 through withApi) with no authentication and no database.
      { operation: { name: "framework", method: "GET", path: "/v2/nope", expectedStatus: 404 }, headers: {} },
    ];
    console.log(`\n${CONNECTIONS} connections, ${RUN_SECONDS} s a run, A/B/A/B`);
    console.log(
      "operation  server       req/s   p50 ms   p99 ms  p99/p50   errors  RSS MB  PSS MB (server + database)",
    );
    const verdicts: string[] = [];
    for (const { operation, headers } of operations) {
      const runs: Record<"app" | "floor", Run[]> = { app: [], floor: [] };
      // Short warm-up of both, then alternate so drift (caches, a growing collection) hits both alike.
      for (const server of servers)
        await autocannon({
          url: `${server.url}${operation.path}`,
          duration: 2,
          connections: 2,
          method: operation.method,
          body: operation.body,
          headers: { ...headers, "content-type": "application/json" },
        });
      for (let round = 0; round < 2; round++) {
        for (const server of servers) {
          const run = await load(server, operation, headers);
          runs[server.name].push(run);
          console.log(
            `${operation.name.padEnd(10)} ${server.name.padEnd(6)} ${fmt(run.reqPerSec)} ${fmt(run.p50)} ${fmt(run.p99)} ${fmt(run.p99 / Math.max(run.p50, 1), 2)} ${String(run.errors).padStart(8)} ${String(run.memory.rss).padStart(7)} ${String(run.memory.pss).padStart(7)} (${run.memory.serverPss} + ${run.memory.databasePss})`,
          );
        }
      }
      const mean = (list: Run[], pick: (run: Run) => number) =>
        list.reduce((sum, run) => sum + pick(run), 0) / list.length;
      const ratio = mean(runs.app, (run) => run.reqPerSec) / mean(runs.floor, (run) => run.reqPerSec);
      const tail =
        mean(runs.app, (run) => run.p99) /
        Math.max(
          mean(runs.app, (run) => run.p50),
          1,
        );
      const memory = Math.max(...runs.app.map((run) => run.memory.pss));
      const errors = runs.app.reduce((sum, run) => sum + run.errors, 0);
      if (operation.name === "framework") {
        verdicts.push(
          `framework: a /v2 answer with no authentication and no database, app ${mean(runs.app, (run) => run.reqPerSec).toFixed(0)} req/s = ${ratio.toFixed(2)}× the floor's (no target: the ceiling every app route shares)`,
        );
        continue;
      }
      verdicts.push(
        `${operation.name}: app/floor ${ratio.toFixed(2)}× (target ≥ ${TARGETS.ratio}) ${ratio >= TARGETS.ratio ? "met" : "NOT met"}`,
        `${operation.name}: app p99/p50 ${tail.toFixed(2)} (target ≤ ${TARGETS.tailRatio}) ${tail <= TARGETS.tailRatio ? "met" : "NOT met"}`,
        `${operation.name}: app + database memory ${memory} MB PSS (target ≤ ${TARGETS.memoryMb}) ${memory <= TARGETS.memoryMb ? "met" : "NOT met"}`,
        `${operation.name}: non-${operation.expectedStatus} answers or errors ${errors}`,
      );
    }
    console.log(
      `\nfirst page alone (p50 of 50 sequential requests): app ${alone.app.toFixed(1)} ms, floor ${alone.floor.toFixed(1)} ms (target ≤ ${TARGETS.firstPageMs} ms) ${alone.app <= TARGETS.firstPageMs ? "met" : "NOT met"}`,
    );
    for (const verdict of verdicts) console.log(verdict);
    return 0;
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
