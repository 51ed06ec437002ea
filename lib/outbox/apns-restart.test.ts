import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { Types } from "mongoose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connectToDatabase } from "@/lib/db/connect";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { CLAIM_LEASE_MS } from "@/lib/outbox/claim";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { passSerialOf } from "@/lib/services/pass-updates/pass-identity";
import { createApnsHandler } from "@/lib/services/wallet/apple/apns-handler";
import { merchantWithToken } from "@/lib/testing/accounts";
import { fingerprintOf, startApnsStandIn } from "@/lib/testing/apns-stand-in";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { newDevice, registerDevice } from "@/lib/testing/passkit";
import { makeTestPassSigner } from "@/lib/testing/test-certificates";

// The outbox restart test's pattern (restart.test.ts) for an APNs push: a server's worker is killed while its
// push is in flight (APNs has not answered), and the push still goes out after the restart.
const apns = await startApnsStandIn();
Object.assign(process.env, apns.env);
const PASS_TYPE = "pass.com.example.members";
const signer = makeTestPassSigner(PASS_TYPE);

let child: ChildProcess | undefined;
let childOutput = "";
beforeAll(async () => {
  await connectToDatabase();
});
afterAll(async () => {
  child?.kill("SIGKILL");
  await apns.close();
});

async function waitFor(condition: () => boolean, what: string) {
  for (let tries = 0; tries < 1500; tries++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}; the worker process said: ${childOutput.slice(-2000)}`);
}

it("a worker process killed between a points change and its push: the push still goes out after a restart", async () => {
  const owner = await merchantWithToken("Restart Push Café");
  const program = await loyaltyProgram(owner.merchantId);
  const member = await joinedMember(owner.merchantId, program.id, {
    email: `r-${new Types.ObjectId().toHexString()}@example.com`,
  });
  const device = newDevice("restart");
  await registerDevice(device, {
    passTypeIdentifier: PASS_TYPE,
    serialNumber: passSerialOf({ kind: "member", id: member.id }),
  });
  // The first push hangs: APNs never answers before the worker process dies.
  apns.answerNext(0);
  await adjustPoints({
    merchantId: owner.merchantId,
    programId: program.id,
    memberId: member.id,
    userId: owner.userId,
    input: pointsAdjustmentSchema.parse({ points: 7, reason: "Restart" }),
  });
  expect(await OutboxMessage.countDocuments({ kind: "apns" })).toBe(1);

  const root = path.resolve(__dirname, "../..");
  child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "lib/testing/outbox-worker-process.ts")],
    {
      cwd: root,
      env: { ...process.env, TEST_PASS_SIGNER: JSON.stringify(signer) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const collect = (chunk: Buffer) => {
    childOutput = `${childOutput}${chunk.toString()}`.slice(-4000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  await waitFor(() => apns.pushesTo(device.pushToken).length === 1, "the first push to reach APNs");
  child.kill("SIGKILL");
  await new Promise((resolve) => child?.once("exit", resolve));
  expect(await OutboxMessage.countDocuments({ kind: "apns" })).toBe(1);

  // The restarted server's worker: at once, the dead worker's claim still holds; after its lease, it is taken over.
  const restarted = (offsetMs: number) =>
    createOutboxWorker({
      handlers: { apns: createApnsHandler({ signerOf: async () => signer }) },
      now: () => new Date(Date.now() + offsetMs),
    });
  await restarted(0).runOnce();
  expect(apns.pushesTo(device.pushToken)).toHaveLength(1);
  await restarted(CLAIM_LEASE_MS + 1_000).runOnce();
  const pushes = apns.pushesTo(device.pushToken);
  expect(pushes.map((push) => push.status)).toEqual([0, 200]);
  expect(pushes[1]).toMatchObject({
    headers: expect.objectContaining({ "apns-topic": PASS_TYPE }),
    body: "{}",
    clientCertificateFingerprint: fingerprintOf(signer.signerCertPem),
  });
  expect(await OutboxMessage.countDocuments({})).toBe(0);
}, 240_000);
