import { Types } from "mongoose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { GET as getMemberLink } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/google-wallet/route";
import { connectToDatabase } from "@/lib/db/connect";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { isGoogleWalletConfigured } from "@/lib/services/pass-updates/google-credentials";
import { enqueuePassUpdates } from "@/lib/services/pass-updates/pass-updates";
import { googleSaveLinkFor } from "@/lib/services/wallet/google/save-link";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";

// Google's endpoints point at a stand-in, so any call would be seen, but no issuer or service account is set.
const google = await startGoogleWalletStandIn();
process.env.GOOGLE_WALLET_API_URL = google.env.GOOGLE_WALLET_API_URL;
process.env.GOOGLE_OAUTH_TOKEN_URL = google.env.GOOGLE_OAUTH_TOKEN_URL;
delete process.env.GOOGLE_WALLET_ISSUER_ID;
delete process.env.GOOGLE_WALLET_SERVICE_ACCOUNT;

beforeAll(() => connectToDatabase());
afterAll(() => google.close());

it("without Google configuration: no link, a coded 409, no outbox row and no traffic", async () => {
  const owner = await merchantWithToken("Unconfigured Café");
  const program = await loyaltyProgram(owner.merchantId);
  const member = await joinedMember(owner.merchantId, program.id, {
    email: `m-${new Types.ObjectId().toHexString()}@example.com`,
  });
  const subject = { kind: "member", id: member.id } as const;

  expect(await isGoogleWalletConfigured({ merchantId: owner.merchantId })).toBe(false);
  expect(await googleSaveLinkFor({ subject })).toBeNull();
  const answer = await callRoute(getMemberLink, {
    token: owner.token,
    params: { programId: program.id, memberId: member.id },
  });
  expect(answer.status).toBe(409);
  expect(answer.data).toMatchObject({ detail: { code: "GOOGLE_WALLET_NOT_CONFIGURED" } });
  await enqueuePassUpdates({
    merchantId: owner.merchantId,
    programId: program.id,
    target: { subject },
    at: new Date(),
  });
  await enqueuePassUpdates({
    merchantId: owner.merchantId,
    programId: program.id,
    target: { program: true },
    at: new Date(),
  });
  expect(await OutboxMessage.countDocuments({ kind: "google" })).toBe(0);
  expect(google.calls).toEqual([]);
  expect(google.tokenRequests).toEqual([]);
});
