import { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { pointsAdjustmentSchema } from "@/lib/schemas/member";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { passSerialOf } from "@/lib/services/pass-updates/pass-identity";
import { createApnsHandler } from "@/lib/services/wallet/apple/apns-handler";
import { countPassInstalls } from "@/lib/services/wallet/count-pass-installs";
import { merchantWithToken } from "@/lib/testing/accounts";
import { startApnsStandIn } from "@/lib/testing/apns-stand-in";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { fetchPass, listUpdated, newDevice, registerDevice, unregisterDevice } from "@/lib/testing/passkit";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";
import { makeTestPassSigner } from "@/lib/testing/test-certificates";

// The Apple Wallet paths held to docs/queries-that-scale.md: a device's registration, list, download check and
// unregistration, the install counts; a points change's push (the scan's hot path) and a program-wide change's fan-out.
const apns = await startApnsStandIn();
Object.assign(process.env, apns.env);

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;
const PASS_TYPE = "pass.com.example.members";

describe.skipIf(!isEmbedded)("Apple Wallet queries are pushed down", () => {
  beforeAll(async () => {
    const account = await merchantWithToken();
    const program = await loyaltyProgram(account.merchantId, { pointsInstallPass: 5 });
    const member = await joinedMember(account.merchantId, program.id, {
      email: `hot-${new Types.ObjectId().toHexString()}@example.com`,
    });
    const pass = {
      passTypeIdentifier: PASS_TYPE,
      serialNumber: passSerialOf({ kind: "member", id: member.id }),
    };
    const [phone, watch] = [newDevice("hot-phone"), newDevice("hot-watch")];
    recording = recordQueries();
    expect((await registerDevice(phone, pass)).status).toBe(201);
    expect((await registerDevice(watch, pass)).status).toBe(201);
    expect((await registerDevice(watch, pass)).status).toBe(200);
    expect(
      (await countPassInstalls({ merchantId: account.merchantId, programId: program.id })).installs,
    ).toBe(1);
    expect((await listUpdated(phone.deviceLibraryIdentifier, PASS_TYPE)).status).toBe(200);
    expect((await fetchPass(pass, { isHead: true })).status).toBe(200);
    await adjustPoints({
      merchantId: account.merchantId,
      programId: program.id,
      memberId: member.id,
      userId: account.userId,
      input: pointsAdjustmentSchema.parse({ points: 3, reason: "Hot" }),
    });
    await liveOffer(account.merchantId, program.id);
    const signer = makeTestPassSigner(PASS_TYPE);
    let clock = Date.now();
    const worker = createOutboxWorker({
      handlers: { apns: createApnsHandler({ signerOf: async () => signer }) },
      now: () => new Date(clock),
    });
    for (let pass = 0; pass < 3; pass++) {
      clock += 1000;
      await worker.runOnce();
    }
    expect(apns.pushesTo(phone.pushToken).length).toBeGreaterThanOrEqual(2);
    apns.answerToken(watch.pushToken, 410);
    expect((await unregisterDevice(phone, pass)).status).toBe(200);
    await adjustPoints({
      merchantId: account.merchantId,
      programId: program.id,
      memberId: member.id,
      userId: account.userId,
      input: pointsAdjustmentSchema.parse({ points: 3, reason: "Hot" }),
    });
    clock += 1000;
    await worker.runOnce();
  });
  afterAll(async () => {
    recording.stop();
    await apns.close();
  });

  it("every recorded filter narrows by an indexed key", async () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    for (const collection of ["apple_pass_registrations", "apple_pass_versions", "pass_install_events"])
      expect(collections).toContain(collection);
    // The worker's pass reads the pending outbox whole by design (decision 013); everything else must narrow.
    const ours = recording.captured.filter(
      (query) => !(query.collection === "outbox_messages" && Object.keys(query.filter).length === 0),
    );
    expect(await queriesNotPushedDown(ours)).toEqual([]);
  });
});
