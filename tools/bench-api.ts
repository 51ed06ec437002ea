import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import mongoose from "mongoose";
import { cpuMs, processTree, treeMemoryMb } from "./bench-api/process-memory";
import {
  CREATE_BODY,
  runFloor,
  SCENARIO_HEADER,
  SCENARIOS,
  type Scenario,
  withIds,
} from "./bench-api/scenarios.mjs";
import { buildProduction, NEXT_BIN, PRODUCTION_NODE_FLAGS, ROOT, runCommand, SERVER_BUNDLE } from "./runtime";

// npm run bench:api — the production server (`node dist/server.js` with its own embedded database, as
// `npm start` runs it) against two floors doing the same database work (tools/bench-api/scenarios.mjs): a
// minimal Next route handler (same Next, production build, no withApi) and bare node:http. 20,000 programs
// of 200 other merchants are stored. Timing lives here, never in pass/fail tests. BENCH_SKIP_BUILD=1 reuses
// the builds; BENCH_SECONDS sets each run's length; BENCH_ONLY=token,create runs some scenarios.

const OTHER_MERCHANTS = 200;
const PROGRAMS_PER_MERCHANT = 100;
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** Members the scan scenario takes in turn, for the app and again for the floors. */
const SCAN_MEMBERS = 100;
const TARGETS = { firstPageMs: 50, nextFloorRatio: 0.8, tailRatio: 3, memoryMb: 300 };
const NEXT_FLOOR_DIR = path.join(ROOT, "tools/bench-api/next-floor");
const SECRET = "bench-api-secret-of-at-least-32-characters-long";
/** BENCH_APP_NODE_FLAGS="" measures the app without npm start's Node flags (e.g. to see what the heap cap buys). */
/** BENCH_FLOOR_NODE_FLAGS="--cpu-prof" profiles the Next floor beside the app (BENCH_APP_NODE_FLAGS). */
const FLOOR_FLAGS = process.env.BENCH_FLOOR_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
const APP_FLAGS = process.env.BENCH_APP_NODE_FLAGS?.split(" ").filter(Boolean) ?? PRODUCTION_NODE_FLAGS;

type ServerName = "app" | "app-nocache" | "next-floor" | "node-floor";
type Server = { name: ServerName; url: string; child: ChildProcess; output: string[] };
type Memory = { rss: number; pss: number };
/** `cpu`: CPU ms per request of the server's own process and of the database tree, over the run. */
type Run = {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  memory: Memory;
  cpu: { server: number; database: number };
};

function startProcess(name: ServerName, args: string[], env: NodeJS.ProcessEnv, port: number): Server {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      output.push(line);
      if (!line.startsWith("[memory]")) console.log(`  [${name}] ${line}`);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return { name, url: `http://127.0.0.1:${port}`, child, output };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 900; attempt++) {
    try {
      const found = await probe();
      if (found !== undefined) return found;
    } catch {
      // not there yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen within 3 minutes`);
}

const waitForHttp = (url: string) =>
  waitFor(url, async () => ((await fetch(url)).status < 500 ? true : undefined));

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

/** The commands the driver sends while `work` runs (command monitoring is on in the bench process). */
async function commandsOf(work: () => Promise<unknown>): Promise<{ sent: string[]; roundTrips: number }> {
  const { commandsSentBy } = await import("../lib/testing/database-commands");
  return commandsSentBy(work);
}

/**
 * The scan scenario's program and members (the app's and the floors'), and a warm scan's database commands
 * counted with the driver's command monitoring: through the service (a second scan, as a counter's) and the floor.
 */
async function seedScans(creatorId: string, userId: string) {
  const { createProgram } = await import("../lib/services/programs/create-program");
  const { createMember } = await import("../lib/services/members/create-member");
  const { scanMember } = await import("../lib/services/members/scan-member");
  const { createProgramSchema } = await import("../lib/schemas/program");
  const { createMemberSchema } = await import("../lib/schemas/member");
  const program = await createProgram({
    merchantId: creatorId,
    input: createProgramSchema.parse({
      passTypeIdentifier: "pass.com.example.scans",
      name: "Scans",
      programType: "loyalty",
      pointsScanPass: 10,
      scanMinGapMinutes: 0,
    }),
  });
  const numbers: string[] = [];
  for (let batch = 0; batch < (4 * SCAN_MEMBERS + 1) / 20; batch++)
    numbers.push(
      ...(
        await Promise.all(
          Array.from({ length: 20 }, () =>
            createMember({
              merchantId: creatorId,
              programId: program.id,
              input: createMemberSchema.parse({}),
            }),
          ),
        )
      ).map((member) => member.memberNumber),
    );
  const [counted] = numbers.splice(4 * SCAN_MEMBERS);
  const group = (index: number) => numbers.slice(index * SCAN_MEMBERS, (index + 1) * SCAN_MEMBERS).join(",");
  if (!counted) throw new Error("no members");
  const ids = {
    scanProgramId: program.id,
    scanMemberNumber: numbers[0] ?? "",
    // Each server scans members of its own, as a counter does, so every measured scan finds its ledger warm (a
    // member scanned by two processes costs the second a refused insert and a read: decision 059).
    scanMemberNumbers: group(0),
    noCacheMemberNumbers: group(1),
    floorMemberNumbers: group(2),
    nodeFloorMemberNumbers: group(3),
  };
  const scan = () =>
    scanMember({
      merchantId: creatorId,
      programId: program.id,
      userId,
      input: { memberNumber: counted },
    });
  await scan();
  const app = await commandsOf(scan);
  const floor = () =>
    runFloor({
      scenarioName: "scan",
      db: mongoose.connection.db as never,
      ids,
      ObjectId: mongoose.mongo.ObjectId,
      body: "",
    });
  await floor();
  const floorCommands = await commandsOf(floor);
  return { ids, commands: { app, floor: floorCommands } };
}

/**
 * The fields the app stores for the create scenario's body (its schema's defaults and nulls included), without the
 * ids and times: the floors insert the same document (tools/bench-api/scenarios.mjs, `programForCreate`).
 */
async function storedFieldsOfCreate(creatorId: string): Promise<string> {
  const { createProgram } = await import("../lib/services/programs/create-program");
  const { createProgramSchema } = await import("../lib/schemas/program");
  const created = await createProgram({
    merchantId: creatorId,
    input: createProgramSchema.parse(CREATE_BODY),
  });
  const stored = await mongoose.connection
    .collection("programs")
    .findOne({ _id: new mongoose.Types.ObjectId(created.id) });
  if (!stored) throw new Error("the created program is not stored");
  const { _id, merchantId, createdAt, updatedAt, ...fields } = stored;
  return JSON.stringify(fields);
}

/** Seeds through the app's own database (the bench process connects to it like any client). */
async function seed() {
  const { createMerchantWithOwner } = await import("../lib/services/accounts/create-account");
  const { issueAccessToken } = await import("../lib/auth/access-token");
  const { connectToDatabase, disconnectFromDatabase } = await import("../lib/db/connect");
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
  console.log(
    `seeded ${await programs.estimatedDocumentCount()} programs in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const tokens = {
    lister: (await issueAccessToken({ userId: lister.userId })).token,
    creator: (await issueAccessToken({ userId: creator.userId })).token,
  };
  const scans = await seedScans(creator.merchantId, creator.userId);
  const createdFields = await storedFieldsOfCreate(creator.merchantId);
  await disconnectFromDatabase();
  return {
    ids: {
      listerId: lister.merchantId,
      creatorId: creator.merchantId,
      listerUserId: lister.userId,
      createdFields,
      ...scans.ids,
    },
    tokens,
    scanCommands: scans.commands,
  };
}

function headersFor(scenario: Scenario, tokens: Record<string, string>): Record<string, string> {
  return {
    "content-type": "application/json",
    [SCENARIO_HEADER]: scenario.name,
    ...(scenario.token && { authorization: `Bearer ${tokens[scenario.token]}` }),
  };
}

/** autocannon's requests: the scenario's bodies in turn, when it has several. */
function requestsOf(scenario: Scenario & { rotated?: (server: ServerName) => string[] }, server: ServerName) {
  const bodies = scenario.rotated?.(server);
  if (!bodies || bodies.length === 0) return undefined;
  let next = 0;
  return [{ setupRequest: (request: object) => ({ ...request, body: bodies[next++ % bodies.length] }) }];
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

async function load(
  server: Server,
  scenario: Scenario & { rotated?: (server: ServerName) => string[] },
  headers: Record<string, string>,
  memoryOf: () => Memory,
  databasePids: () => number[],
): Promise<Run> {
  let peak: Memory = { rss: 0, pss: 0 };
  const serverPids = [server.child.pid ?? -1];
  const cpuBefore = { server: cpuMs(serverPids), database: cpuMs(databasePids()) };
  const sampler = setInterval(() => {
    const memory = memoryOf();
    if (memory.pss > peak.pss) peak = memory;
  }, 500);
  const result = await autocannon({
    url: `${server.url}${scenario.path}`,
    method: scenario.method,
    body: scenario.body,
    headers,
    connections: CONNECTIONS,
    duration: RUN_SECONDS,
    requests: requestsOf(scenario, server.name),
  });
  clearInterval(sampler);
  const requests = Math.max(result.requests.total, 1);
  const cpu = {
    server: (cpuMs(serverPids) - cpuBefore.server) / requests,
    database: (cpuMs(databasePids()) - cpuBefore.database) / requests,
  };
  const wrong = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== scenario.expectedStatus)
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + wrong,
    memory: peak,
    cpu,
  };
}

/** Asks the app for its heap statistics (tools/server.ts answers SIGUSR2 with a `[memory]` line). */
async function heapReport(app: Server): Promise<string> {
  const before = app.output.length;
  app.child.kill("SIGUSR2");
  const line = await waitFor("the app's memory report", () =>
    app.output.slice(before).find((text) => text.startsWith("[memory]")),
  );
  return line.slice("[memory] ".length);
}

const fmt = (value: number, digits = 1) => value.toFixed(digits).padStart(8);
const mean = (runs: Run[], pick: (run: Run) => number) =>
  runs.reduce((sum, run) => sum + pick(run), 0) / Math.max(runs.length, 1);

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-bench-api-"));
  const appPort = Number(process.env.BENCH_APP_PORT ?? 3190);
  const only = process.env.BENCH_ONLY?.split(",");
  const chosen = SCENARIOS.filter((scenario) => !only || only.includes(scenario.name));
  const servers: Server[] = [];
  try {
    if (process.env.BENCH_SKIP_BUILD !== "1") {
      const buildEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
      delete buildEnv.MONGODB_URI;
      delete buildEnv.AUTH_SECRET;
      if ((await buildProduction(buildEnv)) !== 0) return 1;
      if ((await runCommand(process.execPath, [NEXT_BIN, "build", NEXT_FLOOR_DIR], buildEnv)) !== 0) return 1;
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: SECRET,
      WALLET_ENCRYPTION_KEY: `${SECRET}-wallet`,
      // Production refuses an http web service address; nothing here talks to it.
      PUBLIC_BASE_URL: "https://bench.example.com",
      SEED_OWNER_PASSWORD: "bench-owner-password-123",
      SEED_STAFF_PASSWORD: "bench-staff-password-123",
      REQUEST_LOG: "off",
      PURGE_INTERVAL_MINUTES: "0",
    };
    delete env.MONGODB_URI;
    // The app exactly as `npm start` runs it: one Node process, the embedded database as its children.
    const app = startProcess("app", [...APP_FLAGS, SERVER_BUNDLE], { ...env, DATA_DIR: dataDir }, appPort);
    servers.push(app);
    const databaseUri = await waitFor("the app's embedded database", () =>
      app.output.map((line) => /embedded FerretDB on (\S+),/.exec(line)?.[1]).find(Boolean),
    );
    await waitForHttp(`${app.url}/v2/health`);
    // MONGODB_MONITOR_COMMANDS: the scan's database commands are counted with the driver's command events.
    Object.assign(process.env, {
      MONGODB_URI: databaseUri,
      AUTH_SECRET: SECRET,
      MONGODB_MONITOR_COMMANDS: "1",
    });
    const { ids, tokens, scanCommands } = await seed();
    const scenarios = chosen.map((scenario) => ({
      ...scenario,
      path: withIds(scenario.path, ids),
      body: withIds(scenario.body, ids),
      rotated: (server: ServerName) => scenario.bodies?.(ids, server) ?? [],
    }));
    const floorEnv = { ...env, MONGODB_URI: databaseUri, BENCH_IDS: JSON.stringify(ids) };
    servers.push(
      // The same app without the user cache, on the same database: what the cache buys, side by side.
      startProcess(
        "app-nocache",
        [...APP_FLAGS, SERVER_BUNDLE],
        { ...env, MONGODB_URI: databaseUri, AUTH_USER_CACHE_SECONDS: "0" },
        appPort + 1,
      ),
      startProcess("next-floor", [...FLOOR_FLAGS, NEXT_BIN, "start", NEXT_FLOOR_DIR], floorEnv, appPort + 2),
      startProcess(
        "node-floor",
        ["--import", "tsx", "tools/bench-api/floor-server.ts"],
        { ...floorEnv, BENCH_FLOOR_MEMBERS: "nodeFloorMemberNumbers" },
        appPort + 3,
      ),
    );
    await Promise.all(servers.map((server) => waitForHttp(`${server.url}/v2/health`)));
    const appTree = () => treeMemoryMb(processTree(app.child.pid ?? -1));
    const ownTree = (server: Server) => () => treeMemoryMb(processTree(server.child.pid ?? -1));
    // Every server uses the app's embedded database (FerretDB + PostgreSQL, the app's children).
    const databasePids = () => processTree(app.child.pid ?? -1).filter((pid) => pid !== app.child.pid);
    console.log(
      `\napp at start: ${JSON.stringify(appTree())} MB (node + FerretDB + PostgreSQL, PSS and RSS)`,
    );
    console.log(`app heap at start: ${await heapReport(app)}`);

    const list = scenarios.find((scenario) => scenario.name === "list");
    const alone = list
      ? {
          app: await aloneLatencyMs(`${app.url}${list.path}`, headersFor(list, tokens)),
          floor: await aloneLatencyMs(`${servers[3]?.url}${list.path}`, headersFor(list, tokens)),
        }
      : undefined;

    // Every scenario on every server once before any is measured: the first scenario measured must not pay for
    // loading and optimising code that later ones find warm (route modules load lazily, V8 optimises late).
    for (const scenario of scenarios)
      for (const server of servers)
        await autocannon({
          url: `${server.url}${scenario.path}`,
          duration: 3,
          connections: CONNECTIONS,
          method: scenario.method,
          body: scenario.body,
          headers: headersFor(scenario, tokens),
          requests: requestsOf(scenario, server.name),
        });
    console.log(`\n${CONNECTIONS} connections, ${RUN_SECONDS} s a run, servers alternated twice`);
    console.log(
      "scenario   server         req/s   p50 ms   p99 ms  p99/p50   errors  RSS MB  PSS MB (app: node + database)  CPU ms/req: server, database",
    );
    const verdicts: string[] = [];
    let peakPss = 0;
    for (const scenario of scenarios) {
      const headers = headersFor(scenario, tokens);
      const targets = servers.filter((server) => server.name !== "app-nocache" || scenario.token);
      const runs = new Map<ServerName, Run[]>(targets.map((server) => [server.name, []]));
      for (const server of targets)
        await autocannon({
          url: `${server.url}${scenario.path}`,
          duration: 2,
          connections: 2,
          method: scenario.method,
          body: scenario.body,
          headers,
          requests: requestsOf(scenario, server.name),
        });
      for (let round = 0; round < 2; round++) {
        for (const server of targets) {
          const run = await load(
            server,
            scenario,
            headers,
            server === app ? appTree : ownTree(server),
            databasePids,
          );
          runs.get(server.name)?.push(run);
          if (server === app) peakPss = Math.max(peakPss, run.memory.pss);
          console.log(
            `${scenario.name.padEnd(10)} ${server.name.padEnd(11)} ${fmt(run.reqPerSec)} ${fmt(run.p50)} ${fmt(run.p99)} ${fmt(run.p99 / Math.max(run.p50, 1), 2)} ${String(run.errors).padStart(8)} ${String(run.memory.rss).padStart(7)} ${String(run.memory.pss).padStart(7)} ${fmt(run.cpu.server, 2)} ${fmt(run.cpu.database, 2)}`,
          );
        }
      }
      const appRuns = runs.get("app") ?? [];
      const rate = (name: ServerName) => mean(runs.get(name) ?? [], (run) => run.reqPerSec);
      const nextRatio = rate("app") / rate("next-floor");
      const nodeRatio = rate("app") / rate("node-floor");
      const tail =
        mean(appRuns, (run) => run.p99) /
        Math.max(
          mean(appRuns, (run) => run.p50),
          1,
        );
      const errors = appRuns.reduce((sum, run) => sum + run.errors, 0);
      // CPU per request (server + database) does not depend on what else the machine runs, as throughput does.
      const cpuOf = (name: ServerName) =>
        mean(runs.get(name) ?? [], (run) => run.cpu.server + run.cpu.database);
      const cpuRatio = cpuOf("next-floor") / Math.max(cpuOf("app"), 0.001);
      verdicts.push(
        `${scenario.name.padEnd(10)} app ${rate("app").toFixed(0).padStart(5)} req/s = ${nextRatio.toFixed(2)}× the Next floor (target ≥ ${TARGETS.nextFloorRatio}: ${nextRatio >= TARGETS.nextFloorRatio ? "met" : "NOT met"}), ${nodeRatio.toFixed(2)}× node:http; p99/p50 ${tail.toFixed(2)} (≤ ${TARGETS.tailRatio}: ${tail <= TARGETS.tailRatio ? "met" : "NOT met"}); wrong answers ${errors}; CPU per request app ${cpuOf("app").toFixed(2)} ms, Next floor ${cpuOf("next-floor").toFixed(2)} ms (floor ÷ app ${cpuRatio.toFixed(2)})${scenario.token ? `; without the user cache ${rate("app-nocache").toFixed(0)} req/s` : ""} — ${scenario.note}`,
      );
      console.log(`  app heap after ${scenario.name}: ${await heapReport(app)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = appTree();
    console.log("");
    if (alone) {
      console.log(
        `first page alone (p50 of 50 sequential requests): app ${alone.app.toFixed(1)} ms, node floor ${alone.floor.toFixed(1)} ms (target ≤ ${TARGETS.firstPageMs} ms) ${alone.app <= TARGETS.firstPageMs ? "met" : "NOT met"}`,
      );
    }
    for (const verdict of verdicts) console.log(verdict);
    console.log(
      `a warm scan, from the driver's command events: app ${scanCommands.app.sent.length} commands [${scanCommands.app.sent.join(", ")}] in ${scanCommands.app.roundTrips} round trips (target ≤ 4 round trips: ${scanCommands.app.roundTrips <= 4 ? "met" : "NOT met"}; ≤ 4 commands: ${scanCommands.app.sent.length <= 4 ? "met" : "NOT met"}), floor ${scanCommands.floor.sent.length} commands in ${scanCommands.floor.roundTrips}`,
    );
    console.log(
      `memory: app + database (node dist/server.js + FerretDB + PostgreSQL, PSS summed over the tree) peak ${peakPss} MB under load, ${after.pss} MB after (RSS ${after.rss} MB); target ≤ ${TARGETS.memoryMb} MB: ${Math.max(peakPss, after.pss) <= TARGETS.memoryMb ? "met" : "NOT met"}`,
    );
    return 0;
  } finally {
    for (const server of servers) server.child.kill("SIGTERM");
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            if (server.child.exitCode !== null) return resolve(undefined);
            server.child.once("exit", resolve);
            setTimeout(resolve, 15_000).unref();
          }),
      ),
    );
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
