import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCardLink } from "@/lib/services/card-link-store/card-links";
import { getMemberCard } from "@/lib/services/card-links/member-card";
import { merchantWithToken } from "@/lib/testing/accounts";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { POST } from "./route";

// The card page's "Add to Google Wallet" against a local stand-in of Google (never a real Google host).
const google = await startGoogleWalletStandIn();
Object.assign(process.env, google.env);

let token: string;

beforeAll(async () => {
  const owner = await merchantWithToken("Wallet Café");
  const program = await loyaltyProgram(owner.merchantId, { name: "Wallet Stamps" });
  const member = await joinedMember(owner.merchantId, program.id, {
    email: `wallet-${Date.now()}@example.com`,
  });
  token = await issueCardLink({
    subject: { kind: "member", id: member.id },
    merchantId: owner.merchantId,
    programId: program.id,
    language: "en",
    linkId: "first",
    reason: "joined",
  });
});
afterAll(() => google.close());

const press = (presented: string) =>
  POST(new Request(`http://localhost/m/${presented}/google-wallet`, { method: "POST" }), {
    params: Promise.resolve({ token: presented }),
  });

describe("POST /m/{token}/google-wallet", () => {
  it("is offered on the card when Google Wallet is configured, and sends the browser to Google's save link", async () => {
    expect((await getMemberCard({ token }))?.hasGoogleWallet).toBe(true);
    const answer = await press(token);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(
      /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    expect(google.callsTo("loyaltyObject", "POST")).toHaveLength(1);
    expect(await google.saveLinkProblems(answer.headers.get("location") ?? "")).toEqual([]);
  });

  it("sends a dead link back to its card page (which says the card no longer exists)", async () => {
    const answer = await press("A".repeat(43));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/m/${"A".repeat(43)}`);
  });

  it("says so on the card page when Google does not answer", async () => {
    google.failNext.push(503, 503, 503, 503, 503, 503);
    const answer = await press(token);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/m/${token}?wallet=unavailable`);
    google.failNext.length = 0;
  });
});
