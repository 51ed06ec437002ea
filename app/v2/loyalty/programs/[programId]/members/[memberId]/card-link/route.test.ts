import { beforeAll, describe, expect, it } from "vitest";
import { POST as erase } from "@/app/v2/loyalty/gdpr/erasure/route";
import { DELETE as deleteMember } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/route";
import { POST as publicJoin } from "@/app/v2/public/programs/[programId]/members/route";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { CARD_LINK_SENT } from "@/lib/schemas/card-link";
import { resolveCardLink } from "@/lib/services/card-link-store/card-links";
import { getMemberCard } from "@/lib/services/card-links/member-card";
import { adjustPoints } from "@/lib/services/members/adjust-points";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { cardLinkMails, deliverCardLinks, latestCardLinkToken } from "@/lib/testing/card-links";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { uniqueClientIp } from "@/lib/testing/signup";
import { POST } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;

let owner: Account;
let stranger: Account;
let programId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Card Café");
  stranger = await merchantWithToken("Other Café");
  programId = (
    await loyaltyProgram(owner.merchantId, {
      name: "Card Café Stamps",
      schema: "stampCard",
      customPointName: "stamp",
      customPointsName: "stamps",
    })
  ).id;
});

const newEmail = () => `card-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** A customer joins on the join page and opens the e-mailed link: the member's id and the link's token. */
async function joinedWithLink(email = newEmail()) {
  const answer = await callRoute(publicJoin, {
    params: { programId },
    json: { email, firstName: "Grace", lastName: "Hopper", consent: { privacyAt: new Date().toISOString() } },
    headers: { [CLIENT_IP_HEADER]: uniqueClientIp() },
  });
  expect(answer.status).toBe(202);
  await deliverCardLinks();
  const token = (await latestCardLinkToken(email)) ?? "";
  const link = await resolveCardLink(token);
  if (!link) throw new Error("the join's e-mail carried no working link");
  return { email, token, memberId: link.subject.id };
}

const replace = (memberId: string, token = owner.token, program = programId) =>
  callRoute(POST, { method: "POST", params: { programId: program, memberId }, token });

describe("POST …/members/{memberId}/card-link", () => {
  it("kills the old link at once and e-mails a new one; the answer carries no link", async () => {
    const { email, token, memberId } = await joinedWithLink();
    const answer = await replace(memberId);
    expect(answer.status).toBe(202);
    expect(answer.data).toEqual({ message: CARD_LINK_SENT });
    expect(answer.text).not.toMatch(/\/m\//);
    expect(await resolveCardLink(token)).toBeNull();
    expect(await getMemberCard({ token })).toBeNull();

    await deliverCardLinks();
    const mails = await cardLinkMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("sent you a new link");
    const newToken = (await latestCardLinkToken(email)) ?? "";
    expect(newToken).not.toBe(token);
    expect((await resolveCardLink(newToken))?.subject).toEqual({ kind: "member", id: memberId });
  });

  it("refuses a member without an e-mail (409) and another merchant's member (404), changing nothing", async () => {
    const noEmail = await joinedMember(owner.merchantId, programId, { phone: "+4930555011" });
    const refused = await replace(noEmail.id);
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ detail: { code: "MEMBER_HAS_NO_EMAIL", message: expect.any(String) } });

    const { token, memberId } = await joinedWithLink();
    expect((await replace(memberId, stranger.token)).status).toBe(404);
    expect(await resolveCardLink(token)).not.toBeNull();
  });
});

describe("the card a link opens", () => {
  it("shows the program, name, stamps, member number and the offers the points reach — no e-mail", async () => {
    const { token, memberId } = await joinedWithLink();
    await liveOffer(owner.merchantId, programId, { name: "Free coffee", pointsCost: 3 });
    await liveOffer(owner.merchantId, programId, { name: "Free cake", pointsCost: 10 });
    await adjustPoints({
      merchantId: owner.merchantId,
      programId,
      memberId,
      input: { points: 4, reason: "Welcome" },
      userId: owner.userId,
    });
    const card = await getMemberCard({ token });
    expect(card).toMatchObject({
      programName: "Card Café Stamps",
      memberName: "Grace Hopper",
      points: 4,
      isStampCard: true,
      pointName: { one: "stamp", other: "stamps" },
      isSuspended: false,
      hasGoogleWallet: false,
    });
    expect(card?.offers.map((offer) => offer.name)).toEqual(["Free coffee"]);
    expect(JSON.stringify(card)).not.toContain("@example.com");
  });

  it("answers null for a malformed or unknown token", async () => {
    expect(await getMemberCard({ token: "short" })).toBeNull();
    expect(await getMemberCard({ token: "A".repeat(43) })).toBeNull();
  });
});

describe("erasure and deletion kill the link", () => {
  it("an erasure of the member revokes the link: the card no longer exists", async () => {
    const { email, token } = await joinedWithLink();
    expect(await getMemberCard({ token })).not.toBeNull();
    const erased = await callRoute(erase, {
      path: `/v2/loyalty/gdpr/erasure?programId=${programId}`,
      json: { customerEmail: email, reason: "Asked by the member" },
      token: owner.token,
    });
    expect(erased.status).toBe(200);
    expect(await resolveCardLink(token)).toBeNull();
    expect(await getMemberCard({ token })).toBeNull();
  });

  it("deleting the member revokes the link", async () => {
    const { token, memberId } = await joinedWithLink();
    const deleted = await callRoute(deleteMember, {
      method: "DELETE",
      params: { programId, memberId },
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    expect(await resolveCardLink(token)).toBeNull();
  });
});
