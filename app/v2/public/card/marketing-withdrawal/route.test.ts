import { beforeAll, describe, expect, it } from "vitest";
import { Member } from "@/lib/db/models/member";
import { MemberProfileChange } from "@/lib/db/models/member-profile-change";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import { createWebhook } from "@/lib/services/webhooks/create-webhook";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { memberWithCard } from "@/lib/testing/member-codes";
import { loyaltyProgram } from "@/lib/testing/members";
import { uniqueClientIp } from "@/lib/testing/signup";
import { POST } from "./route";

let programId: string;
let merchantId: string;

beforeAll(async () => {
  ({ merchantId } = await merchantWithToken("Quiet Café"));
  programId = (await loyaltyProgram(merchantId, { name: "Quiet Café Stamps" })).id;
  await createWebhook({
    merchantId,
    input: createWebhookSchema.parse({ url: "https://hooks.example.com/quiet", events: ["member.updated"] }),
  });
});

type Message = { payload: { type: string; data: { memberId: string; changedFields: string[] } } };
const updatesOf = async (memberId: string) =>
  (await OutboxMessage.find({ merchantId }).lean<Message[]>()).filter(
    (message) => message.payload.type === "member.updated" && message.payload.data.memberId === memberId,
  );

const stop = (token: string) =>
  callRoute(POST, { json: { token }, headers: { [CLIENT_IP_HEADER]: uniqueClientIp() } });

describe("POST /v2/public/card/marketing-withdrawal — 'Stop marketing messages'", () => {
  it("withdraws the member's marketing consent at once and records the change, once", async () => {
    const { email, token } = await memberWithCard(programId, { marketingAt: new Date().toISOString() });
    const [member] = await Member.find({ programId, email }).lean();
    expect(member?.consent?.marketingAt).not.toBeNull();
    const response = await stop(token);
    expect(response.status).toBe(200);
    const after = await Member.findById(member?._id).lean();
    expect(after?.marketingConsent).toBe(false);
    expect(after?.consent?.marketingAt).toBeNull();
    expect(after?.consent?.marketingWithdrawnAt).toBeInstanceOf(Date);
    const updates = await updatesOf(String(member?._id));
    expect(updates.map((message) => message.payload.data.changedFields)).toEqual([["marketingConsent"]]);
    // Repeating it changes nothing more.
    expect((await stop(token)).status).toBe(200);
    expect((await Member.findById(member?._id).lean())?.consent?.marketingWithdrawnAt).toEqual(
      after?.consent?.marketingWithdrawnAt,
    );
    expect(await updatesOf(String(member?._id))).toHaveLength(1);
    // The merchant's member page says who changed it: one line, by the member.
    const history = await MemberProfileChange.find({ memberId: member?._id }).lean();
    expect(history.map((row) => ({ fields: row.fields, by: row.by }))).toEqual([
      { fields: ["marketingConsent"], by: "member" },
    ]);
  });

  it("answers 404 for a token that opens no card", async () => {
    expect((await stop("B".repeat(43))).status).toBe(404);
  });
});
