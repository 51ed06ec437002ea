import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";

// Each test file gets a database of its own, so files run in parallel without seeing each other's rows.
const serverUri = new URL(inject("mongoServerUri"));
serverUri.pathname = `/test_${randomBytes(6).toString("hex")}`;
process.env.MONGODB_URI = serverUri.toString();
process.env.AUTH_SECRET ??= "test-secret-that-is-at-least-32-characters-long";
process.env.OUTBOX_DIR ??= `/tmp/loyaltypass-test-outbox-${process.pid}`;
// One JSON log line per request would drown the test output; request-log.test.ts turns it back on.
process.env.REQUEST_LOG ??= "off";

afterAll(async () => {
  // A file that never connected (lib/db/connect.ts keeps its connection here) has nothing to drop or close:
  // the unit tests need not load mongoose just to find that out.
  const connection = (globalThis as { __mongoose?: { promise?: unknown } }).__mongoose;
  if (!connection?.promise) return;
  const { default: mongoose } = await import("mongoose");
  if (mongoose.connection.readyState === 1) await mongoose.connection.dropDatabase();
  const { disconnectFromDatabase } = await import("@/lib/db/connect");
  await disconnectFromDatabase();
});
