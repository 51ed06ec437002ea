import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
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

function e2eCounts(): Counts | null {
  if (!existsSync(E2E_RESULTS)) return null;
  const { stats } = JSON.parse(readFileSync(E2E_RESULTS, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** npm test — Biome and tsc, unit and API tests (vitest, embedded database), then e2e (Playwright, production build). */
async function main(): Promise<number> {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  rmSync(UNIT_RESULTS, { force: true });
  rmSync(E2E_RESULTS, { force: true });
  // Static checks first (Biome, then TypeScript): a finding counts as one failure, but the tests still run.
  const biome = path.join(ROOT, "node_modules/@biomejs/biome/bin/biome");
  const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
  const lintCode =
    (await runCommand(process.execPath, [biome, "check", "."])) ||
    (await runCommand(process.execPath, [tsc, "--noEmit", "-p", "."]));
  // The e2e run's production build (tools/e2e.ts) skips Next's own type check when tsc has just passed.
  if (lintCode === 0) process.env.TYPES_CHECKED = "1";
  const vitest = path.join(ROOT, "node_modules/vitest/vitest.mjs");
  const unitCode = await runCommand(process.execPath, [
    vitest,
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${UNIT_RESULTS}`,
  ]);
  const e2eCode = await runCommand(process.execPath, ["--import", "tsx", path.join(ROOT, "tools/e2e.ts")]);
  const unit = unitCounts();
  const e2e = e2eCounts();
  const parts = [unit, e2e].filter((counts): counts is Counts => counts !== null);
  const total = parts.reduce(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  // A suite that crashed before reporting counts as a failure.
  const crashed = (unit === null ? 1 : 0) + (e2e === null ? 1 : 0) + (lintCode === 0 ? 0 : 1);
  console.log(
    `\nlint and types: ${lintCode === 0 ? "clean" : "FAILED"}; unit/API: ${unit ? `${unit.passed} passed, ${unit.failed} failed` : "no report"}; e2e: ${e2e ? `${e2e.passed} passed, ${e2e.failed} failed` : "no report"}`,
  );
  console.log(
    `${total.passed} passed, ${total.failed + crashed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
  );
  return unitCode !== 0 || e2eCode !== 0 || crashed > 0 || total.failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
