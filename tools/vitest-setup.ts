import { randomBytes } from "node:crypto";
import { afterAll, expect, inject } from "vitest";
import { commandListeners } from "@/lib/db/command-listeners";
import { insertOffShardKey, undocumentedScatter } from "@/lib/db/shard-routing";
import { filtersOf, insertsOf } from "@/lib/testing/database-commands";

// Each test file gets a database of its own, so files run in parallel without seeing each other's rows.
const serverUri = new URL(inject("mongoServerUri"));
serverUri.pathname = `/test_${randomBytes(6).toString("hex")}`;
process.env.MONGODB_URI = serverUri.toString();
process.env.AUTH_SECRET ??= "test-secret-that-is-at-least-32-characters-long";
process.env.OUTBOX_DIR ??= `/tmp/loyaltypass-test-outbox-${process.pid}`;
// Every command the driver sends is checked against the shard plan (docs/scaling.md): a filter a sharded
// MongoDB would send to every shard, unless written down, fails the file that sent it.
process.env.MONGODB_MONITOR_COMMANDS = "1";
const offShardKey = new Set<string>();
commandListeners.add((event) => {
  for (const sent of filtersOf(event)) {
    const problem = undocumentedScatter(sent.collection, sent.filter);
    if (problem) offShardKey.add(`${sent.command} ${problem}`);
  }
  for (const sent of insertsOf(event)) {
    const problem = insertOffShardKey(sent.collection, sent.document);
    if (problem) offShardKey.add(problem);
  }
});
// One JSON log line per request would drown the test output; request-log.test.ts turns it back on.
process.env.REQUEST_LOG ??= "off";

afterAll(async () => {
  // A file that never connected (lib/db/connect.ts keeps its connection here) has nothing to drop or close:
  // the unit tests need not load mongoose just to find that out.
  const connection = (globalThis as { __mongoose?: { promise?: unknown } }).__mongoose;
  if (connection?.promise) {
    const { default: mongoose } = await import("mongoose");
    if (mongoose.connection.readyState === 1) await mongoose.connection.dropDatabase();
    const { disconnectFromDatabase } = await import("@/lib/db/connect");
    await disconnectFromDatabase();
  }
  expect([...offShardKey], "queries a sharded MongoDB would scatter (lib/db/shard-plan.ts)").toEqual([]);
});
