import os from "node:os";
import type { CommandFailedEvent, CommandStartedEvent, CommandSucceededEvent } from "mongodb";
import mongoose from "mongoose";
import type { EmbeddedDatabase } from "../lib/db/embedded/ferretdb";
import { ensurePushdownIndexes } from "../lib/db/embedded/pushdown-indexes";

// Issue 31's import and export targets (issue 17's were 60 s and a flat heap), measured through the real route
// handlers (authentication, validation, Idempotency-Key, services) on the embedded database, as the dashboard
// calls them: 10,000 rows in batches of 500 one after another in ≤ 10 s, the same file again (every row a
// duplicate), and a 100,000-member export in ≤ 30 s streamed with the heap sampled. Each run also counts the
// database commands it sends (per 500-row batch for the imports) with the time summed per kind, and how much of
// the run had at least one command in flight: figures that do not depend on the machine's load. BENCH_IMPORT_ROWS and BENCH_EXPORT_MEMBERS shrink the data for a quick run.

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const EXPORT_MEMBERS = Number(process.env.BENCH_EXPORT_MEMBERS ?? 100_000);
const BATCH = 500;
const TARGET_SECONDS = 10;
const EXPORT_TARGET_SECONDS = 30;

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

/**
 * The database commands sent while `work` runs, by `command collection`, with their summed duration (the driver's
 * command monitoring: MONGODB_MONITOR_COMMANDS=1, which `BENCH_ONLY=import` sets). Empty when not monitored.
 */
async function counted<T>(work: () => Promise<T>) {
  const client = mongoose.connection.getClient();
  const started = new Map<number, { key: string; at: number }>();
  const byKey = new Map<string, { count: number; ms: number }>();
  // Time with at least one command in flight: how much of the run waits on the database.
  let busyMs = 0;
  let busySince = 0;
  const onStarted = (event: CommandStartedEvent) => {
    const key = `${event.commandName} ${String(event.command[event.commandName] ?? "")}`;
    if (started.size === 0) busySince = performance.now();
    started.set(event.requestId, { key, at: performance.now() });
  };
  const onEnded = (event: CommandSucceededEvent | CommandFailedEvent) => {
    const known = started.get(event.requestId);
    if (!known) return;
    started.delete(event.requestId);
    if (started.size === 0) busyMs += performance.now() - busySince;
    const tally = byKey.get(known.key) ?? { count: 0, ms: 0 };
    byKey.set(known.key, { count: tally.count + 1, ms: tally.ms + (performance.now() - known.at) });
  };
  client.on("commandStarted", onStarted);
  client.on("commandSucceeded", onEnded);
  client.on("commandFailed", onEnded);
  const began = performance.now();
  try {
    const result = await work();
    return { result, commands: Object.assign(byKey, { busyShare: busyMs / (performance.now() - began) }) };
  } finally {
    client.off("commandStarted", onStarted);
    client.off("commandSucceeded", onEnded);
    client.off("commandFailed", onEnded);
  }
}

type Commands = Map<string, { count: number; ms: number }> & { busyShare: number };
const totalOf = (commands: Commands) => [...commands.values()].reduce((sum, each) => sum + each.count, 0);
/** `n commands per 500-row batch (find members 2.0, insert member_keys 1.0, …)`, the busiest first. */
function perBatch(commands: Commands, batches: number) {
  if (commands.size === 0) return "commands not counted (MONGODB_MONITOR_COMMANDS=1)";
  const each = [...commands.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([key, { count, ms }]) => `${key} ${(count / batches).toFixed(1)} (${(ms / batches).toFixed(0)} ms)`,
    );
  const busy = `a command in flight ${(commands.busyShare * 100).toFixed(0)}% of the time`;
  return `${(totalOf(commands) / batches).toFixed(1)} commands per ${BATCH}-row batch (${busy}): ${each.join(", ")}`;
}

/** A customer list as a shop has one: most rows complete, some with a phone, 1 in 100 broken. */
function rowsOf(count: number, stamp: string) {
  return Array.from({ length: count }, (_, index) => ({
    email: index % 100 === 42 ? `broken-${index}` : `customer-${index}-${stamp}@example.com`,
    firstName: `First ${index}`,
    lastName: `Last ${index}`,
    ...(index % 3 === 0 && { phone: `030 ${String(1_000_000 + index)}` }),
    birthday: "1990-05-17",
    points: index % 50,
    customFields: { favourite: index % 2 ? "espresso" : "latte" },
  }));
}

async function importAll(handler: Handler, token: string, programId: string, rows: unknown[], run: string) {
  const counts = { created: 0, duplicates: 0, refused: 0 };
  const started = performance.now();
  for (let start = 0; start < rows.length; start += BATCH) {
    const request = new Request(`http://localhost/v2/loyalty/programs/${programId}/members/import`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "idempotency-key": `${run}-${start}`,
      },
      body: JSON.stringify({ rows: rows.slice(start, start + BATCH) }),
    });
    const response = await handler(request, { params: Promise.resolve({ programId }) });
    if (response.status !== 200)
      throw new Error(`batch at ${start}: ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as typeof counts;
    counts.created += answer.created;
    counts.duplicates += answer.duplicates;
    counts.refused += answer.refused;
  }
  return { seconds: (performance.now() - started) / 1000, ...counts };
}

async function exportAll(handler: Handler, token: string, programId: string) {
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  let bytes = 0;
  const started = performance.now();
  const request = new Request(`http://localhost/v2/loyalty/programs/${programId}/members/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const response = await handler(request, { params: Promise.resolve({ programId }) });
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`export: ${response.status}`);
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, megabytes: bytes / 1024 / 1024, heapGrowthMb: (peak - baseline) / 1024 / 1024 };
}

export async function benchImport(database: EmbeddedDatabase | null): Promise<string> {
  process.env.REQUEST_LOG ??= "off";
  const { connectToDatabase } = await import("../lib/db/connect");
  const { createMerchantWithOwner } = await import("../lib/services/accounts/create-account");
  const { issueAccessToken } = await import("../lib/auth/access-token");
  const { createProgram } = await import("../lib/services/programs/create-program");
  const { createProgramSchema } = await import("../lib/schemas/program");
  const { createWebhook } = await import("../lib/services/webhooks/create-webhook");
  const { createWebhookSchema } = await import("../lib/schemas/webhook");
  const { seedMembers } = await import("../lib/testing/seed-members");
  const { POST: importRoute } = await import("../app/v2/loyalty/programs/[programId]/members/import/route");
  const { GET: exportRoute } = await import("../app/v2/loyalty/programs/[programId]/members/export/route");
  const connection = await connectToDatabase();

  const stamp = Date.now().toString(36);
  const account = await createMerchantWithOwner({
    merchantName: "Bench Importer",
    owner: { email: `bench-import-${stamp}@example.com`, name: "Importer", password: "bench-password-123" },
  });
  const { token } = await issueAccessToken({ userId: account.userId });
  const program = await createProgram({
    merchantId: account.merchantId,
    input: createProgramSchema.parse({
      passTypeIdentifier: "pass.com.example.bench",
      name: "Bench import",
      country: "DE",
      pointsAddEmail: 5,
      customFields: [{ name: "favourite", type: "text", points: 2 }],
    }),
  });
  await createWebhook({
    merchantId: account.merchantId,
    input: createWebhookSchema.parse({
      url: "https://hooks.example.com/bench",
      events: ["member.created", "points.changed"],
    }),
  });
  const { Member } = await import("../lib/db/models/member");
  const { MemberKey } = await import("../lib/db/models/member-key");
  const { MemberPointsEntry } = await import("../lib/db/models/member-points-entry");
  const { MemberPointsHead } = await import("../lib/db/models/member-points-head");
  const { Program } = await import("../lib/db/models/program");
  const exportProgram = await createProgram({
    merchantId: account.merchantId,
    input: createProgramSchema.parse({ passTypeIdentifier: "pass.com.example.bench", name: "Bench export" }),
  });
  const seedStarted = performance.now();
  await seedMembers({
    merchantId: new mongoose.Types.ObjectId(account.merchantId),
    programId: new mongoose.Types.ObjectId(exportProgram.id),
    count: EXPORT_MEMBERS,
    entryEvery: 1,
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  if (database) {
    await ensurePushdownIndexes({
      postgresUrl: database.postgresUrl(),
      databaseName: connection.connection.name,
      models: [Member, MemberKey, MemberPointsEntry, MemberPointsHead, Program],
    });
  }

  const rows = rowsOf(IMPORT_ROWS, stamp);
  const batches = Math.ceil(IMPORT_ROWS / BATCH);
  const { result: first, commands: firstCommands } = await counted(() =>
    importAll(importRoute, token, program.id, rows, `first-${stamp}`),
  );
  const { result: again, commands: againCommands } = await counted(() =>
    importAll(importRoute, token, program.id, rows, `again-${stamp}`),
  );
  const { result: exported, commands: exportCommands } = await counted(() =>
    exportAll(exportRoute, token, exportProgram.id),
  );
  const line = (name: string, run: Awaited<ReturnType<typeof importAll>>, hasTarget: boolean) =>
    `${name.padEnd(44)} ${run.seconds.toFixed(1).padStart(6)} s  (${Math.round(IMPORT_ROWS / run.seconds)} rows/s; created ${run.created}, duplicate ${run.duplicates}, refused ${run.refused})${hasTarget ? `  target ${TARGET_SECONDS} s: ${run.seconds <= TARGET_SECONDS ? "met" : "NOT met"}` : ""}`;
  return [
    `\nMember import and export (issues 17 and 31): ${IMPORT_ROWS} rows in batches of ${BATCH} through POST …/members/import; ${EXPORT_MEMBERS} members (seeded in ${seedSeconds.toFixed(0)} s) through GET …/members/export`,
    line(`import ${IMPORT_ROWS} new rows`, first, true),
    `  ${perBatch(firstCommands, batches)}`,
    line("the same file again (nothing created)", again, false),
    `  ${perBatch(againCommands, batches)}`,
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} at the end (2 cores, shared)`,
    `export ${EXPORT_MEMBERS} members: ${exported.seconds.toFixed(1)} s, ${exported.megabytes.toFixed(1)} MB of CSV, heap grew by at most ${exported.heapGrowthMb.toFixed(1)} MB while streaming  target ${EXPORT_TARGET_SECONDS} s: ${exported.seconds <= EXPORT_TARGET_SECONDS ? "met" : "NOT met"}`,
    `  ${perBatch(exportCommands, 1).replace(`per ${BATCH}-row batch`, "in all")}`,
  ].join("\n");
}
