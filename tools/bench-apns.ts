import os from "node:os";
import type { CommandStartedEvent } from "mongodb";
import { Types } from "mongoose";
import { percentile } from "./bench-stats";

// Issue 18's push target, measured through the services and the real outbox worker (not a timed test): 1,000
// members' passes, each with one registered device, change at once (a points adjustment each); every push must
// reach a local APNs stand-in (HTTP/2, TLS, client certificate), a change to its push ≤ 2 s at p99.
// BENCH_APNS_PASSES changes the count. Each round also counts the database commands (the driver's command
// events): all of them per change, and the outbox worker's bookkeeping on its own pool per push (decision 058).

const PASSES = Number(process.env.BENCH_APNS_PASSES ?? 1_000);
const JOIN_CONCURRENCY = 20;

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

const summary = (times: number[]) =>
  `p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`;

export async function benchApnsPushes(): Promise<string> {
  // The driver emits command events only when asked (lib/db/connect.ts reads this when it connects).
  process.env.MONGODB_MONITOR_COMMANDS ??= "1";
  const { startApnsStandIn } = await import("../lib/testing/apns-stand-in");
  const apns = await startApnsStandIn();
  const { connectToDatabase, connectWorkerDatabase } = await import("../lib/db/connect");
  const { commandListeners } = await import("../lib/db/command-listeners");
  const { ApplePassRegistration, registrationIdOf } = await import(
    "../lib/db/models/apple-pass-registration"
  );
  const { createMerchantWithOwner } = await import("../lib/services/accounts/create-account");
  const { createProgram } = await import("../lib/services/programs/create-program");
  const { createProgramSchema } = await import("../lib/schemas/program");
  const { createMember } = await import("../lib/services/members/create-member");
  const { createMemberSchema } = await import("../lib/schemas/member");
  const { adjustPoints } = await import("../lib/services/members/adjust-points");
  const { createOutboxWorker } = await import("../lib/outbox/worker");
  const { createApnsHandler } = await import("../lib/services/wallet/apple/apns-handler");
  const { createApnsClient } = await import("../lib/services/wallet/apple/apns-client");
  const { makeTestPassSigner } = await import("../lib/testing/test-certificates");
  const { passSerialOf } = await import("../lib/services/pass-updates/pass-identity");
  await connectToDatabase();
  const startLoad = loadAverage();

  const passTypeIdentifier = "pass.com.example.bench";
  const account = await createMerchantWithOwner({
    merchantName: "Push Bench",
    owner: {
      email: `push-${Date.now()}@example.com`,
      name: "Owner",
      password: "correct horse battery staple",
    },
  });
  const program = await createProgram({
    merchantId: account.merchantId,
    input: createProgramSchema.parse({ passTypeIdentifier, name: "Push Bench" }),
  });
  const members: string[] = [];
  for (let start = 0; start < PASSES; start += JOIN_CONCURRENCY) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(JOIN_CONCURRENCY, PASSES - start) }, (_, index) =>
        createMember({
          merchantId: account.merchantId,
          programId: program.id,
          input: createMemberSchema.parse({ email: `m${start + index}-${Date.now()}@example.com` }),
        }),
      ),
    );
    members.push(...batch.map((member) => member.id));
  }
  // One device per pass, as registering stores it (the registration itself is not what is measured here).
  const tokens = new Map<string, string>();
  await ApplePassRegistration.insertMany(
    members.map((memberId, index) => {
      const serialNumber = passSerialOf({ kind: "member", id: memberId });
      const device = `bench${index}`;
      const pushToken = new Types.ObjectId().toHexString().padEnd(64, "0");
      tokens.set(memberId, pushToken);
      return {
        _id: registrationIdOf(device, passTypeIdentifier, serialNumber),
        deviceLibraryIdentifier: device,
        passTypeIdentifier,
        serialNumber,
        pushToken,
        merchantId: account.merchantId,
        programId: program.id,
        installedSince: new Date(),
      };
    }),
  );

  // The server's worker, as startBackgroundJobs runs it (16 at once; woken by each enqueue, else every 2 s).
  // The client is given the stand-in explicitly: nothing here depends on APNS_URL (it may name Apple's host).
  const signer = makeTestPassSigner(passTypeIdentifier);
  const client = createApnsClient({ url: apns.url, extraCaPem: apns.caPem });
  const handler = createApnsHandler({
    signerOf: async () => signer,
    client: () => client,
    apnsUrl: () => apns.url,
  });
  const worker = createOutboxWorker({ handlers: { apns: handler }, concurrency: 16 });
  // Every command, and those sent through the worker's own pool (its claims, re-reads, deletes and releases).
  const counts = { all: 0, worker: 0 };
  const countAll = (_event: CommandStartedEvent) => void counts.all++;
  commandListeners.add(countAll);
  (await connectWorkerDatabase()).getClient().on("commandStarted", () => void counts.worker++);
  const commandsSince = (before: typeof counts, pushes: number, changes: number) =>
    `  database commands: ${((counts.all - before.all) / changes).toFixed(1)} per change in all; the worker's bookkeeping ${counts.worker - before.worker} on its own pool, ${((counts.worker - before.worker) / Math.max(pushes, 1)).toFixed(2)} per push`;
  worker.start();
  /** Every member's points changed once, by `clients` callers in parallel (all at once without a number). */
  async function pointsRound(clients: number | null) {
    const before = apns.pushes.length;
    const countsBefore = { ...counts };
    const startedAt = new Map<string, number>();
    const storedAt = new Map<string, number>();
    const began = performance.now();
    const queue = [...members];
    const change = async (memberId: string) => {
      startedAt.set(memberId, performance.now());
      await adjustPoints({
        merchantId: account.merchantId,
        programId: program.id,
        memberId,
        userId: account.userId,
        input: { points: 5, reason: "Bench" },
      });
      storedAt.set(memberId, performance.now());
    };
    const caller = async () => {
      for (let memberId = queue.shift(); memberId; memberId = queue.shift()) await change(memberId);
    };
    await Promise.all(clients ? Array.from({ length: clients }, caller) : members.map(change));
    const changesDone = performance.now() - began;
    const deadline = performance.now() + 180_000;
    while (apns.pushes.length < before + PASSES && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const allPushed = performance.now() - began;
    const received = new Map(apns.pushes.slice(before).map((push) => [push.pushToken, push.receivedAt]));
    const fromRequest: number[] = [];
    const fromStored: number[] = [];
    for (const memberId of members) {
      const at = received.get(tokens.get(memberId) ?? "");
      if (at === undefined) continue;
      fromRequest.push(at - (startedAt.get(memberId) ?? at));
      fromStored.push(at - (storedAt.get(memberId) ?? at));
    }
    return [
      `${PASSES} points changes, ${clients ? `${clients} callers at a time` : "all at once"}: ${received.size} of ${PASSES} devices pushed; changes stored in ${changesDone.toFixed(0)} ms, every push received after ${allPushed.toFixed(0)} ms`,
      `  change requested → push received: ${summary(fromRequest)}`,
      `  change stored → push received:    ${summary(fromStored)}`,
      commandsSince(countsBefore, received.size, PASSES),
    ];
  }
  const atOnce = await pointsRound(null);
  const byClients = await pointsRound(20);
  const deadline = performance.now() + 180_000;
  const pointsPushes = apns.pushes.length;

  // The same 1,000 passes changed by one program-wide change (an offer published): one fan-out, 1,000 pushes.
  const { createOffer } = await import("../lib/services/offers/create-offer");
  const { publishOffer } = await import("../lib/services/offers/change-offer-status");
  const { createOfferSchema } = await import("../lib/schemas/offer");
  const offer = await createOffer({
    merchantId: account.merchantId,
    programId: program.id,
    input: createOfferSchema.parse({ name: "Bench offer", pointsCost: 5 }),
  });
  const publishCounts = { ...counts };
  const publishedAt = performance.now();
  await publishOffer({ merchantId: account.merchantId, programId: program.id, offerId: offer.id });
  const publishStored = performance.now() - publishedAt;
  while (apns.pushes.length < pointsPushes + PASSES && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const programPushes = apns.pushes.slice(pointsPushes).map((push) => push.receivedAt - publishedAt);
  await worker.stop();
  client.close();
  await apns.close();
  commandListeners.delete(countAll);
  return [
    `APNs pushes to ${PASSES} passes, one registered device each (tools/bench-apns.ts), load average ${loadAverage()} at the end (${startLoad} at the start):`,
    ...atOnce,
    ...byClients,
    `One offer published to the same ${PASSES} passes: stored in ${publishStored.toFixed(0)} ms; ${programPushes.length} pushes, publish → push ${summary(programPushes)}`,
    commandsSince(publishCounts, programPushes.length, 1).replace("per change", "for the publish"),
  ].join("\n");
}
