import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { startEmbeddedDatabase } from "../lib/db/embedded/ferretdb";
import { benchApnsPushes } from "./bench-apns";
import { benchImageUpload } from "./bench-images";
import { benchImport } from "./bench-import";
import { benchMembers } from "./bench-members";
import { benchMessages } from "./bench-messages";
import { benchPkpass } from "./bench-pkpass";
import { measureQueryCosts } from "./bench-queries";

// npm run bench — throughput of the embedded FerretDB/PostgreSQL for the write patterns the app uses, the
// lost-update measurement behind decision 002, and the query costs behind decision 001.
// Timing lives here, never in pass/fail tests.

type Result = { name: string; operations: number; ms: number };

async function timed(name: string, operations: number, work: () => Promise<unknown>): Promise<Result> {
  const started = performance.now();
  await work();
  return { name, operations, ms: performance.now() - started };
}

async function main() {
  const external = process.env.MONGODB_URI;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "loyaltypass-bench-"));
  const database = external ? null : await startEmbeddedDatabase({ dataDir, databaseName: "bench" });
  const uri = external ?? database?.uri ?? "";
  // The image bench goes through the app's own connection (lib/db/connect), which reads these.
  process.env.MONGODB_URI = uri;
  process.env.AUTH_SECRET ??= "bench-secret-that-is-at-least-32-characters-long";
  // The messages and APNs benches count the database's commands (the driver emits their events only when asked).
  if (process.env.BENCH_ONLY === "messages" || process.env.BENCH_ONLY === "apns")
    process.env.MONGODB_MONITOR_COMMANDS ??= "1";
  await mongoose.connect(uri, { monitorCommands: process.env.MONGODB_MONITOR_COMMANDS === "1" });
  const db = mongoose.connection.db;
  if (!db) throw new Error("not connected");
  const items = db.collection("bench_items");
  const windows = db.collection("bench_windows");
  await windows.createIndex({ key: 1 }, { unique: true });
  const payload = {
    name: "Program",
    description: "x".repeat(500),
    customFields: [{ name: "birthday", type: "date" }],
  };

  // BENCH_ONLY=members, import, pkpass, apns or messages runs that bench alone (messages runs only so:
  // tools/bench-messages.ts).
  const only = {
    members: benchMembers,
    import: benchImport,
    pkpass: () => benchPkpass(),
    apns: () => benchApnsPushes(),
    messages: benchMessages,
  }[process.env.BENCH_ONLY ?? ""];
  if (only) {
    console.log(await only(database));
    await mongoose.disconnect();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const results: Result[] = [];
  results.push(
    await timed("insert, sequential", 300, async () => {
      for (let i = 0; i < 300; i++) await items.insertOne({ ...payload, i });
    }),
  );
  results.push(
    await timed("insert, 20 concurrent writers", 600, async () => {
      await Promise.all(
        Array.from({ length: 20 }, async (_, writer) => {
          for (let i = 0; i < 30; i++) await items.insertOne({ ...payload, writer, i });
        }),
      );
    }),
  );
  await windows.insertOne({ key: "k", count: 0 });
  results.push(
    await timed("$inc on one row, 20 concurrent writers", 400, async () => {
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          for (let i = 0; i < 20; i++) await windows.updateOne({ key: "k" }, { $inc: { count: 1 } });
        }),
      );
    }),
  );
  const counted = (await windows.findOne({ key: "k" }))?.count;
  const events = db.collection("bench_events");
  await events.createIndex({ key: 1 });
  results.push(
    await timed("insert + count (the app's counter), 20 concurrent", 400, async () => {
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          for (let i = 0; i < 20; i++) {
            await events.insertOne({ key: "k", expiresAt: new Date() });
            await events.countDocuments({ key: "k" });
          }
        }),
      );
    }),
  );
  const eventCount = await events.countDocuments({ key: "k" });
  results.push(
    await timed("find by indexed field", 500, async () => {
      for (let i = 0; i < 500; i++) await windows.findOne({ key: "k" });
    }),
  );

  for (const { name, operations, ms } of results) {
    console.log(
      `${name.padEnd(52)} ${String(operations).padStart(5)} ops  ${ms.toFixed(0).padStart(6)} ms  ${((operations / ms) * 1000).toFixed(0).padStart(6)} ops/s`,
    );
  }
  console.log(`$inc kept ${counted} of 400 increments; insert + count kept ${eventCount} of 400 events`);
  await measureQueryCosts(db, database?.postgresUrl() ?? null);
  console.log(await benchImageUpload());
  console.log(await benchMembers(database));
  console.log(await benchPkpass());
  console.log(await benchImport(database));
  console.log(await benchApnsPushes());
  await mongoose.disconnect();
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
