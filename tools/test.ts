import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ROOT, runCommand } from "./runtime";

type Counts = { passed: number; failed: number; skipped: number };

const UNIT_RESULTS = path.join(ROOT, "test-results/unit-results.json");
const E2E_RESULTS = path.join(ROOT, "test-results/e2e-results.json");

function unitCounts(): Counts | null {
  if (!existsSync(UNIT_RESULTS)) return null;
  const report = JSON.parse(readFileSync(UNIT_RESULTS, "utf8"));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** The failed tests of both reports, one line each, so the end of a long log says which. */
function failedTests(): string[] {
  const failed: string[] = [];
  if (existsSync(UNIT_RESULTS)) {
    const report = JSON.parse(readFileSync(UNIT_RESULTS, "utf8"));
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== "failed") continue;
        const firstLine = String(test.failureMessages?.[0] ?? "").split("\n")[0];
        failed.push(`${path.relative(ROOT, file.name)} › ${test.fullName}: ${firstLine}`);
      }
    }
  }
  if (existsSync(E2E_RESULTS)) {
    const walk = (suite: PlaywrightSuite, titles: string[]) => {
      const here = suite.title ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== "unexpected") continue;
          const error = test.results?.at(-1)?.error?.message ?? "";
          failed.push(`[${test.projectName}] ${[...here, spec.title].join(" › ")}: ${error.split("\n")[0]}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const suite of JSON.parse(readFileSync(E2E_RESULTS, "utf8")).suites ?? []) walk(suite, []);
  }
  return failed;
}

type PlaywrightSuite = {
  title?: string;
  specs?: {
    title: string;
    tests?: { projectName: string; status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};

function e2eCounts(): Counts | null {
  if (!existsSync(E2E_RESULTS)) return null;
  const { stats } = JSON.parse(readFileSync(E2E_RESULTS, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/**
 * Runs a command beside others, holding its output until it ends (so it does not interleave with theirs);
 * resolves with its exit code.
 */
function runHoldingOutput(label: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const started = Date.now();
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.once("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n[${label}] ${code === 0 ? "done" : "FAILED"} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/**
 * Resolves once a build started at `since` has written the route types tsc checks with the rest of the project
 * (`.next/types`, its first step; root-params.d.ts is the last file of it), or once the build has ended.
 */
async function routeTypesWritten(since: number, build: Promise<number>): Promise<void> {
  const lastOfThem = path.join(ROOT, ".next/types/root-params.d.ts");
  let hasEnded = false;
  void build.then(() => {
    hasEnded = true;
  });
  while (!hasEnded) {
    if (existsSync(lastOfThem) && statSync(lastOfThem).mtimeMs >= since) return;
    await sleep(200);
  }
}

/** Biome, then TypeScript over the whole project (one core: tsc is single-threaded) once `typesReady`. */
async function lint(typesReady: Promise<void>): Promise<number> {
  const biome = path.join(ROOT, "node_modules/@biomejs/biome/bin/biome");
  const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
  const biomeCode = await runCommand(process.execPath, [biome, "check", "."]);
  await typesReady;
  return biomeCode || (await runCommand(process.execPath, [tsc, "--noEmit", "-p", "."]));
}

/**
 * npm test — Biome and tsc, unit and API tests (vitest, embedded database), then e2e (Playwright, production
 * build). What does not depend on each other runs side by side on the two cores: while Biome and the
 * single-threaded tsc check the code, the production build and (on a fresh clone) the embedded database's Go
 * build run; vitest then e2e follow, each using both cores.
 */
async function main(): Promise<number> {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  // tsc checks every type of the project in this run (a finding fails it), so Next's build need not check them
  // again (next.config.ts).
  process.env.TYPES_CHECKED = "1";
  rmSync(UNIT_RESULTS, { force: true });
  rmSync(E2E_RESULTS, { force: true });
  const e2e = path.join(ROOT, "tools/e2e.ts");
  const seconds = (since: number) => Math.round((Date.now() - since) / 1000);
  const buildStartedAt = Date.now();
  const building = runHoldingOutput("production build", process.execPath, ["--import", "tsx", e2e], {
    ...process.env,
    E2E_BUILD_ONLY: "1",
  });
  // On a fresh clone: the embedded database's launcher (Go), which vitest needs first.
  const databaseBinary = runHoldingOutput(
    "embedded database",
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "tools/build-ferretdb.ts")],
    process.env,
  );
  // Static checks: a finding counts as one failure, but the tests still run. tsc reads the route types the
  // build writes first, so it starts once they are there (they are checked with everything else).
  const lintCode = await lint(routeTypesWritten(buildStartedAt, building));
  const [buildCode, databaseCode] = await Promise.all([building, databaseBinary]);
  const checksTook = seconds(buildStartedAt);
  const unitStartedAt = Date.now();

  const vitest = path.join(ROOT, "node_modules/vitest/vitest.mjs");
  const unitCode =
    databaseCode ||
    (await runCommand(process.execPath, [
      vitest,
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${UNIT_RESULTS}`,
    ]));
  const unitTook = seconds(unitStartedAt);
  const e2eStartedAt = Date.now();
  const e2eCode =
    buildCode ||
    databaseCode ||
    (await runCommand(process.execPath, ["--import", "tsx", e2e], { ...process.env, E2E_SKIP_BUILD: "1" }));
  const e2eTook = seconds(e2eStartedAt);
  const unit = unitCounts();
  const e2eResult = e2eCounts();
  const parts = [unit, e2eResult].filter((counts): counts is Counts => counts !== null);
  const total = parts.reduce(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  // A suite that crashed before reporting counts as a failure.
  const crashed = (unit === null ? 1 : 0) + (e2eResult === null ? 1 : 0) + (lintCode === 0 ? 0 : 1);
  console.log(
    `\nlint and types: ${lintCode === 0 ? "clean" : "FAILED"}; unit/API: ${unit ? `${unit.passed} passed, ${unit.failed} failed` : "no report"}; e2e: ${e2eResult ? `${e2eResult.passed} passed, ${e2eResult.failed} failed` : "no report"}`,
  );
  console.log(
    `${total.passed} passed, ${total.failed + crashed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
  );
  const failed = failedTests();
  if (failed.length > 0) console.log(`failed:\n${failed.map((line) => `  ${line}`).join("\n")}`);
  console.log(
    `took ${seconds(buildStartedAt)} s: checks and build ${checksTook} s, unit/API ${unitTook} s, e2e ${e2eTook} s`,
  );
  return unitCode !== 0 || e2eCode !== 0 || crashed > 0 || total.failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
