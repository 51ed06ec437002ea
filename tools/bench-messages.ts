import os from "node:os";
import mongoose from "mongoose";
import type { EmbeddedDatabase } from "../lib/db/embedded/ferretdb";
import { ensurePushdownIndexes } from "../lib/db/embedded/pushdown-indexes";
import { percentile } from "./bench-stats";

// Issue 29's scale targets for messages to pass holders (decision 047), measured through the real
// `POST …/messages` route handler and the server's outbox worker, not in a timed test: one program of 100,000
// members, 10,000 with a registered Apple device and 10,000 with a saved Google object, one service message to
// all. The request answers in ≤ 200 ms whatever the audience; the last push (and Google `addMessage`) arrives at
// the local stand-ins ≤ 60 s after sending. Also counted: the database's commands and the time at least one was
// in flight (with MONGODB_MONITOR_COMMANDS=1, which `BENCH_ONLY=messages` sets), and this process's RSS each
// second. BENCH_MESSAGE_MEMBERS, BENCH_MESSAGE_DEVICES and BENCH_MESSAGE_GOOGLE change the counts.
// It runs only as BENCH_ONLY=messages: the Google stand-in's configuration must be in place before the first
// getEnv(), and its 100,000 members would change the other benches' data.

const MEMBERS = Number(process.env.BENCH_MESSAGE_MEMBERS ?? 100_000);
const DEVICES = Math.min(MEMBERS, Number(process.env.BENCH_MESSAGE_DEVICES ?? 10_000));
const GOOGLE_OBJECTS = Math.min(MEMBERS, Number(process.env.BENCH_MESSAGE_GOOGLE ?? 10_000));
const WAIT_MS = Number(process.env.BENCH_MESSAGE_WAIT_MS ?? 600_000);
const INSERT_BATCH = 2_000;
const REQUEST_TARGET_MS = 200;
const LAST_PUSH_TARGET_MS = 60_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const summary = (times: number[]) =>
  times.length === 0
    ? "none"
    : `p50 ${seconds(percentile(times, 0.5))}, p99 ${seconds(percentile(times, 0.99))}, last ${seconds(Math.max(...times))}`;
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Rows written in batches, as the import and the members bench seed (no per-row round trip). */
async function insertInBatches(collection: mongoose.Collection, rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await collection.insertMany(rows.slice(start, start + INSERT_BATCH) as never[], { ordered: false });
}

/**
 * The driver's command events while the message goes out: how many commands (by name and collection) and the
 * wall time during which at least one was in flight (overlapping commands count once).
 */
function watchCommands(client: mongoose.mongo.MongoClient) {
  /** Per command (name and collection): how many, their summed duration, the first start and last end. */
  const byName = new Map<string, { count: number; ms: number; first: number; last: number }>();
  const started = new Map<number, { name: string; at: number }>();
  let inFlight = 0;
  let busySince = 0;
  let busyMs = 0;
  let total = 0;
  let isOn = false;
  const onStarted = (event: mongoose.mongo.CommandStartedEvent) => {
    if (!isOn) return;
    const collection = event.command[event.commandName];
    const name = `${event.commandName} ${typeof collection === "string" ? collection : ""}`.trim();
    const at = performance.now();
    const entry = byName.get(name) ?? { count: 0, ms: 0, first: at, last: at };
    entry.count++;
    byName.set(name, entry);
    total++;
    started.set(event.requestId, { name, at });
    if (inFlight++ === 0) busySince = performance.now();
  };
  const onEnded = (event: { requestId: number }) => {
    const begun = started.get(event.requestId);
    if (!begun) return;
    started.delete(event.requestId);
    const entry = byName.get(begun.name);
    if (entry) {
      entry.ms += performance.now() - begun.at;
      entry.last = performance.now();
    }
    if (--inFlight === 0) busyMs += performance.now() - busySince;
  };
  client.on("commandStarted", onStarted);
  client.on("commandSucceeded", onEnded);
  client.on("commandFailed", onEnded);
  return {
    start: () => {
      isOn = true;
    },
    stop() {
      isOn = false;
      if (inFlight > 0) busyMs += performance.now() - busySince;
      client.off("commandStarted", onStarted);
      client.off("commandSucceeded", onEnded);
      client.off("commandFailed", onEnded);
      const top = [...byName.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10);
      return { total, busyMs, top };
    },
  };
}

/** This process's resident set every second (app code, worker and both stand-ins; not the database's). */
function sampleMemory() {
  const samples: { rss: number; heap: number; at: number }[] = [];
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    samples.push({ rss, heap: heapUsed, at: performance.now() });
  };
  sample();
  const timer = setInterval(sample, 1_000);
  const of = (key: "rss" | "heap") => {
    const peak = samples.reduce((top, each) => (each[key] > top[key] ? each : top));
    return {
      start: samples[0]?.[key] ?? 0,
      peak: peak[key],
      peakAt: peak.at,
      end: samples.at(-1)?.[key] ?? 0,
    };
  };
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { rss: of("rss"), heap: of("heap"), count: samples.length };
    },
  };
}

export async function benchMessages(database: EmbeddedDatabase | null): Promise<string> {
  const loadAtStart = loadAverage();
  process.env.REQUEST_LOG ??= "off";
  const { startApnsStandIn } = await import("../lib/testing/apns-stand-in");
  const { startGoogleWalletStandIn } = await import("../lib/testing/google-wallet-stand-in");
  const apns = await startApnsStandIn();
  const google = await startGoogleWalletStandIn();
  // Configured before the first getEnv(): Google calls go to the stand-in on 127.0.0.1 (the APNs client is
  // handed the stand-in below, as tools/bench-apns.ts does).
  Object.assign(process.env, google.env, { PUBLIC_BASE_URL: "https://passes.example.com" });
  const { getEnv } = await import("../lib/env");
  if (getEnv().GOOGLE_WALLET_API_URL !== google.env.GOOGLE_WALLET_API_URL)
    throw new Error("the environment was read before the Google stand-in started: run BENCH_ONLY=messages");

  const { connectToDatabase } = await import("../lib/db/connect");
  const { allModels } = await import("../lib/db/all-models");
  const { Member } = await import("../lib/db/models/member");
  const { ApplePassRegistration, registrationIdOf } = await import(
    "../lib/db/models/apple-pass-registration"
  );
  const { GoogleWalletObject } = await import("../lib/db/models/google-wallet-object");
  const { createMerchantWithOwner } = await import("../lib/services/accounts/create-account");
  const { issueAccessToken } = await import("../lib/auth/access-token");
  const { createProgram } = await import("../lib/services/programs/create-program");
  const { createProgramSchema } = await import("../lib/schemas/program");
  const { seedMembers } = await import("../lib/testing/seed-members");
  const { passSerialOf } = await import("../lib/services/pass-updates/pass-identity");
  const { outboxHandlers } = await import("../lib/services/outbox-handlers/outbox-handlers");
  const { createOutboxWorker } = await import("../lib/outbox/worker");
  const { onOutboxWake } = await import("../lib/outbox/wake");
  const { createApnsHandler } = await import("../lib/services/wallet/apple/apns-handler");
  const { createApnsClient } = await import("../lib/services/wallet/apple/apns-client");
  const { makeTestPassSigner } = await import("../lib/testing/test-certificates");
  const { getMessageOrThrow } = await import("../lib/services/messages/get-message");
  const { toMessageDto } = await import("../lib/services/messages/message-dto");
  const { POST: sendRoute } = await import("../app/v2/loyalty/programs/[programId]/messages/route");
  const connection = await connectToDatabase();

  const stamp = Date.now().toString(36);
  const passTypeIdentifier = "pass.com.example.bench";
  const account = await createMerchantWithOwner({
    merchantName: "Bench Messages",
    owner: { email: `bench-messages-${stamp}@example.com`, name: "Owner", password: "bench-password-123" },
  });
  const { token } = await issueAccessToken({ userId: account.userId });
  const program = await createProgram({
    merchantId: account.merchantId,
    input: createProgramSchema.parse({ passTypeIdentifier, name: "Bench messages" }),
  });
  const merchantId = new mongoose.Types.ObjectId(account.merchantId);
  const programId = new mongoose.Types.ObjectId(program.id);

  // Members with their buckets and heads as a join stores them; the first DEVICES have an iPhone, the last
  // GOOGLE_OBJECTS a saved Google object (disjoint when there are enough members).
  const seedStarted = performance.now();
  await seedMembers({ merchantId, programId, count: MEMBERS, entryEvery: 1 });
  const memberIds = (
    await Member.collection
      .find({ programId }, { projection: { _id: 1, seq: 1 } })
      .sort({ seq: 1 })
      .toArray()
  ).map((member) => String(member._id));
  const tokens = new Set<string>();
  await insertInBatches(
    ApplePassRegistration.collection,
    memberIds.slice(0, DEVICES).map((memberId, index) => {
      const serialNumber = passSerialOf({ kind: "member", id: memberId });
      const device = `bench${index}`;
      const pushToken = `${memberId}${String(index).padStart(8, "0")}`.padEnd(64, "0");
      tokens.add(pushToken);
      return {
        _id: registrationIdOf(device, passTypeIdentifier, serialNumber),
        deviceLibraryIdentifier: device,
        passTypeIdentifier,
        serialNumber,
        pushToken,
        merchantId,
        programId,
        installedSince: new Date(),
      };
    }),
  );
  const classId = `${google.issuerId}.bench-${stamp}`;
  const objects = memberIds.slice(MEMBERS - GOOGLE_OBJECTS).map((memberId) => ({
    _id: `${google.issuerId}.${passSerialOf({ kind: "member", id: memberId })}`,
    issuerId: google.issuerId,
    merchantId,
    programId,
    subjectKind: "member",
    subjectId: new mongoose.Types.ObjectId(memberId),
    createdAt: new Date(),
  }));
  await insertInBatches(GoogleWalletObject.collection, objects);
  // Saved at Google too (the stand-in answers `addMessage` only for objects it holds).
  for (const object of objects)
    google.resources.set(object._id, {
      collection: "loyaltyObject",
      body: { id: object._id, classId, state: "ACTIVE" },
    });
  const seedMs = performance.now() - seedStarted;
  if (database) {
    await ensurePushdownIndexes({
      postgresUrl: database.postgresUrl(),
      databaseName: connection.connection.name,
      models: allModels(),
    });
  }

  // The server's outbox worker with the server's handlers (16 at once, woken by each enqueue); only the APNs
  // client and signer are the stand-in's.
  const signer = makeTestPassSigner(passTypeIdentifier);
  const client = createApnsClient({ url: apns.url, extraCaPem: apns.caPem });
  const worker = createOutboxWorker({
    handlers: {
      ...outboxHandlers(),
      apns: createApnsHandler({
        signerOf: async () => signer,
        client: () => client,
        apnsUrl: () => apns.url,
      }),
    },
    concurrency: 16,
  });
  // When each push row and Google row was written (the fan-out's enqueues in this process).
  const enqueuedAt: number[] = [];
  const stopWatchingEnqueues = onOutboxWake((message) => {
    const payload = message?.payload as { action?: string } | undefined;
    if (message?.kind === "apns" || (message?.kind === "message" && payload?.action === "google"))
      enqueuedAt.push(performance.now());
  });
  // When each addMessage reached the Google stand-in (it records calls, not their times).
  const googleArrivals: number[] = [];
  const record = google.calls.push.bind(google.calls);
  google.calls.push = (...calls) => {
    for (const call of calls)
      if (call.action === "addMessage" && call.status === 200) googleArrivals.push(performance.now());
    return record(...calls);
  };
  worker.start();
  // Let the worker's first scan of an empty outbox pass before the clock starts.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const loadAtSend = loadAverage();
  const commands = watchCommands(connection.connection.getClient());
  const memory = sampleMemory();
  commands.start();
  const sentAt = performance.now();
  const response = await sendRoute(
    new Request(`http://localhost/v2/loyalty/programs/${program.id}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        text: "We are closed on Monday for the holiday.",
        kind: "service",
        audience: { all: true },
      }),
    }),
    { params: Promise.resolve({ programId: program.id }) },
  );
  const requestMs = performance.now() - sentAt;
  if (response.status !== 201) throw new Error(`send: ${response.status} ${await response.text()}`);
  const { id: messageId } = (await response.json()) as { id: string };

  const applePushes = () => apns.pushes.filter((push) => tokens.has(push.pushToken));
  const deadline = sentAt + WAIT_MS;
  while (
    (applePushes().length < DEVICES || googleArrivals.length < GOOGLE_OBJECTS) &&
    performance.now() < deadline
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  const doneMs = performance.now() - sentAt;
  const database_ = commands.stop();
  const memoryUse = memory.stop();
  stopWatchingEnqueues();
  await worker.stop();
  client.close();
  const loadAtEnd = loadAverage();

  const pushTimes = applePushes().map((push) => push.receivedAt - sentAt);
  const googleTimes = googleArrivals.map((at) => at - sentAt);
  const allTimes = [...pushTimes, ...googleTimes];
  const lastArrival = allTimes.length > 0 ? Math.max(...allTimes) : Number.NaN;
  const lastEnqueued = enqueuedAt.length > 0 ? Math.max(...enqueuedAt) - sentAt : Number.NaN;
  const firstEnqueued = enqueuedAt.length > 0 ? Math.min(...enqueuedAt) - sentAt : Number.NaN;
  const { stats } = await toMessageDto(
    await getMessageOrThrow({ merchantId: account.merchantId, programId: program.id, messageId }),
  );
  await apns.close();
  await google.close();

  const isComplete = pushTimes.length === DEVICES && googleTimes.length === GOOGLE_OBJECTS;
  return [
    `\nMessages to pass holders (issue 29; tools/bench-messages.ts): one service message to all ${MEMBERS} members of a program, ${DEVICES} with a registered Apple device, ${GOOGLE_OBJECTS} with a Google object; seeded in ${seconds(seedMs)}`,
    `load average ${loadAtStart} at the start, ${loadAtSend} at the send, ${loadAtEnd} at the end (2 cores, shared)`,
    `POST …/messages answered 201 in ${requestMs.toFixed(0)} ms  target ${REQUEST_TARGET_MS} ms: ${requestMs <= REQUEST_TARGET_MS ? "met" : "NOT met"}`,
    `send → first push row enqueued ${seconds(firstEnqueued)}, last row enqueued ${seconds(lastEnqueued)} (${enqueuedAt.length} rows: push rows of 100 devices, Google rows of 50 objects)`,
    `send → APNs push received (${pushTimes.length} of ${DEVICES}): ${summary(pushTimes)}`,
    `send → Google addMessage received (${googleTimes.length} of ${GOOGLE_OBJECTS}): ${summary(googleTimes)}`,
    `send → last arrival ${seconds(lastArrival)}  target ${seconds(LAST_PUSH_TARGET_MS)}: ${isComplete && lastArrival <= LAST_PUSH_TARGET_MS ? "met" : "NOT met"}`,
    `message stats: ${JSON.stringify(stats)}`,
    database_.total > 0
      ? `database: ${database_.total} commands; at least one in flight for ${seconds(database_.busyMs)} of the ${seconds(doneMs)} (${((database_.busyMs / doneMs) * 100).toFixed(0)}%); by summed duration:`
      : "database: not counted (MONGODB_MONITOR_COMMANDS=1 counts its commands)",
    ...database_.top.map(
      ([name, { count, ms, first, last }]) =>
        `  ${name.padEnd(40)} ${String(count).padStart(7)} × ${(ms / count).toFixed(1).padStart(6)} ms = ${seconds(ms).padStart(8)}, from ${seconds(first - sentAt)} to ${seconds(last - sentAt)}`,
    ),
    `memory of this process (app, worker, stand-ins) each second (${memoryUse.count} samples): RSS ${megabytes(memoryUse.rss.start)} at the send, peak ${megabytes(memoryUse.rss.peak)} (${seconds(memoryUse.rss.peakAt - sentAt)} after it), ${megabytes(memoryUse.rss.end)} at the end; V8 heap ${megabytes(memoryUse.heap.start)}, peak ${megabytes(memoryUse.heap.peak)} (${seconds(memoryUse.heap.peakAt - sentAt)}), ${megabytes(memoryUse.heap.end)} at the end (the stand-ins keep every push and call they received)`,
  ].join("\n");
}
