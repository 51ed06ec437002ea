import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMember } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/route";
import { Member } from "@/lib/db/models/member";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { readOutbox } from "@/lib/mail/outbox";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { memberWithCard } from "@/lib/testing/member-codes";
import { loyaltyProgram } from "@/lib/testing/members";
import { uniqueClientIp } from "@/lib/testing/signup";
import { POST as stopMarketing } from "../card/marketing-withdrawal/route";
import { POST } from "./route";

type Owner = Awaited<ReturnType<typeof merchantWithToken>>;
type MemberAnswer = {
  marketingConsent: boolean;
  marketingConsentStatus: string;
  consent: { marketingAt: string | null; marketingConfirmedAt: string | null };
};

let owner: Owner;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Opt-in Café");
  programId = (await loyaltyProgram(owner.merchantId, { name: "Opt-in Café Stamps" })).id;
});

const LINK_IN_TEXT = /\/marketing\/([0-9a-f]{24}\.[A-Za-z0-9_-]{43})\b/;
const confirm = (token: string) =>
  callRoute(POST, { json: { token }, headers: { [CLIENT_IP_HEADER]: uniqueClientIp() } });

async function answerOf(email: string): Promise<MemberAnswer> {
  const member = await Member.findOne({ programId, email }).lean();
  const response = await callRoute(getMember, {
    params: { programId, memberId: String(member?._id) },
    token: owner.token,
  });
  expect(response.status).toBe(200);
  return response.data as MemberAnswer;
}

async function confirmationTokenOf(email: string): Promise<string> {
  const messages = await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", email);
  const token = messages.map((message) => LINK_IN_TEXT.exec(message.text)?.[1]).find(Boolean);
  if (!token) throw new Error(`no confirmation link e-mailed to ${email}`);
  return token;
}

describe("double opt-in: marketing asked for on the join page counts once confirmed by the e-mailed link", () => {
  it("is pending after the join, given after the link, and the link confirms idempotently", async () => {
    const { email } = await memberWithCard(programId, {
      marketingAt: new Date(Date.now() - 1000).toISOString(),
    });
    const pending = await answerOf(email);
    expect(pending).toMatchObject({
      marketingConsent: false,
      marketingConsentStatus: "pending",
      consent: { marketingAt: expect.any(String), marketingConfirmedAt: null },
    });
    const token = await confirmationTokenOf(email);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    const given = await answerOf(email);
    expect(given).toMatchObject({
      marketingConsent: true,
      marketingConsentStatus: "given",
      consent: { marketingConfirmedAt: expect.any(String) },
    });
    // The same link again: the same answer, nothing changes.
    expect((await confirm(token)).status).toBe(200);
    expect((await answerOf(email)).consent.marketingConfirmedAt).toBe(given.consent.marketingConfirmedAt);
  });

  it("sends no confirmation to a member who did not ask for marketing", async () => {
    const { email } = await memberWithCard(programId);
    expect((await answerOf(email)).marketingConsentStatus).toBe("none");
    await expect(confirmationTokenOf(email)).rejects.toThrow(/no confirmation link/);
  });

  it("refuses a forged link, and a link whose consent was withdrawn on the card page", async () => {
    const { email, token: cardToken } = await memberWithCard(programId, {
      marketingAt: new Date().toISOString(),
    });
    const token = await confirmationTokenOf(email);
    const forged = `${token.slice(0, 25)}${token.at(25) === "A" ? "B" : "A"}${token.slice(26)}`;
    expect((await confirm(forged)).status).toBe(404);
    expect((await confirm("not-a-token")).status).toBe(422);
    const stopped = await callRoute(stopMarketing, {
      json: { token: cardToken },
      headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
    });
    expect(stopped.status).toBe(200);
    expect((await answerOf(email)).marketingConsentStatus).toBe("none");
    expect((await confirm(token)).status).toBe(404);
    expect((await answerOf(email)).marketingConsent).toBe(false);
  });
});
