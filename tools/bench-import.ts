import os from "node:os";
import mongoose from "mongoose";
import type { EmbeddedDatabase } from "../lib/db/embedded/ferretdb";
import { ensurePushdownIndexes } from "../lib/db/embedded/pushdown-indexes";

// Issue 17's import and export targets, measured through the real route handlers (authentication, validation,
// Idempotency-Key, services) on the embedded database, as the dashboard calls them: 10,000 rows in batches of
// 500 one after another in ≤ 60 s, the same file again (every row a duplicate), and a 100,000-member export
// streamed with the heap sampled. BENCH_IMPORT_ROWS and BENCH_EXPORT_MEMBERS shrink the data for a quick run.

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const EXPORT_MEMBERS = Number(process.env.BENCH_EXPORT_MEMBERS ?? 100_000);
const BATCH = 500;
const TARGET_SECONDS = 60;

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

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
  const first = await importAll(importRoute, token, program.id, rows, `first-${stamp}`);
  const again = await importAll(importRoute, token, program.id, rows, `again-${stamp}`);
  const exported = await exportAll(exportRoute, token, exportProgram.id);
  const line = (name: string, run: Awaited<ReturnType<typeof importAll>>, hasTarget: boolean) =>
    `${name.padEnd(44)} ${run.seconds.toFixed(1).padStart(6)} s  (${Math.round(IMPORT_ROWS / run.seconds)} rows/s; created ${run.created}, duplicate ${run.duplicates}, refused ${run.refused})${hasTarget ? `  target ${TARGET_SECONDS} s: ${run.seconds <= TARGET_SECONDS ? "met" : "NOT met"}` : ""}`;
  return [
    `\nMember import and export (issue 17): ${IMPORT_ROWS} rows in batches of ${BATCH} through POST …/members/import; ${EXPORT_MEMBERS} members (seeded in ${seedSeconds.toFixed(0)} s) through GET …/members/export`,
    line(`import ${IMPORT_ROWS} new rows`, first, true),
    line("the same file again (nothing created)", again, false),
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} at the end (2 cores, shared)`,
    `export ${EXPORT_MEMBERS} members: ${exported.seconds.toFixed(1)} s, ${exported.megabytes.toFixed(1)} MB of CSV, heap grew by at most ${exported.heapGrowthMb.toFixed(1)} MB while streaming`,
  ].join("\n");
}
