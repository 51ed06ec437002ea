import { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { GET as getMemberLink } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/google-wallet/route";
import { createOutboxWorker } from "@/lib/outbox/worker";
import { enqueuePassUpdates } from "@/lib/services/pass-updates/pass-updates";
import { googleWalletHandler } from "@/lib/services/wallet/google/outbox-handler";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";

// The Google Wallet paths held to docs/queries-that-scale.md: the save link, a member's change and a
// program-wide change (its fan-out reads the program's recorded objects by `{programId}`).
const google = await startGoogleWalletStandIn();
Object.assign(process.env, google.env);

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

describe.skipIf(!isEmbedded)("Google Wallet queries are pushed down", () => {
  beforeAll(async () => {
    const account = await merchantWithToken();
    const program = await loyaltyProgram(account.merchantId);
    const member = await joinedMember(account.merchantId, program.id, {
      email: `hot-${new Types.ObjectId().toHexString()}@example.com`,
    });
    await liveOffer(account.merchantId, program.id);
    const subject = { kind: "member", id: member.id } as const;
    recording = recordQueries();
    const link = await callRoute(getMemberLink, {
      token: account.token,
      params: { programId: program.id, memberId: member.id },
    });
    expect(link.status).toBe(200);
    const change = { merchantId: account.merchantId, programId: program.id, at: new Date() };
    await enqueuePassUpdates({ ...change, target: { subject } });
    await enqueuePassUpdates({ ...change, target: { program: true } });
    let clock = Date.now();
    const worker = createOutboxWorker({
      handlers: { google: googleWalletHandler },
      now: () => new Date(clock),
    });
    for (let pass = 0; pass < 3; pass++) {
      clock += 1000;
      await worker.runOnce();
    }
    expect(google.callsTo("loyaltyObject", "PATCH").length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    recording.stop();
    await google.close();
  });

  it("every recorded filter narrows by an indexed key", async () => {
    expect(recording.captured.some((query) => query.collection === "google_wallet_objects")).toBe(true);
    // The worker's pass reads the pending outbox whole by design (decision 013); everything else must narrow.
    const ours = recording.captured.filter(
      (query) => !(query.collection === "outbox_messages" && Object.keys(query.filter).length === 0),
    );
    expect(await queriesNotPushedDown(ours)).toEqual([]);
  });
});
