import mongoose, { Types } from "mongoose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as merchantJoin } from "@/app/v2/loyalty/programs/[programId]/members/route";
import { Member } from "@/lib/db/models/member";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import {
  CARD_LINK_RESEND_LIMIT,
  PUBLIC_JOIN_ACCEPTED,
  PUBLIC_JOIN_RATE_LIMIT,
} from "@/lib/schemas/public-join";
import { resolveCardLink } from "@/lib/services/card-link-store/card-links";
import { eraseMember } from "@/lib/services/gdpr/erase-member";
import { archiveProgram } from "@/lib/services/programs/change-program-status";
import { deleteProgram } from "@/lib/services/programs/delete-program";
import { merchantWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";
import { cardLinkMails, deliverCardLinks, latestCardLinkToken } from "@/lib/testing/card-links";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { clockAwayFromWindowEnd } from "@/lib/testing/rate-limit-window";
import { uniqueClientIp } from "@/lib/testing/signup";
import { POST } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Detail = { detail: { type: string; loc: (string | number)[] }[] };

let owner: Account;
let programId: string;

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  owner = await merchantWithToken("Join Café");
  programId = (await loyaltyProgram(owner.merchantId, { name: "Join Café Stamps", country: "DE" })).id;
});

const unique = () => Math.random().toString(36).slice(2, 10);
const newEmail = () => `joiner-${unique()}@example.com`;
const minuteAgo = () => new Date(Date.now() - 60_000).toISOString();
const consent = () => ({ privacyAt: minuteAgo() });

function join(json: unknown, options: Partial<CallOptions> & { program?: string } = {}) {
  const { program = programId, headers, ...rest } = options;
  return callRoute(POST, {
    params: { programId: program },
    json,
    headers: { [CLIENT_IP_HEADER]: uniqueClientIp(), ...headers },
    ...rest,
  });
}
const locs = (data: unknown) => (data as Detail).detail.map((item) => [item.type, item.loc.join(".")]);
const membersWith = (email: string) => Member.find({ programId, email }).lean();

describe("POST /v2/public/programs/{programId}/members — joining", () => {
  it("stores a new member with consent (truncated address), UTM and marketing consent, and e-mails a card link", async () => {
    const email = newEmail();
    const response = await join(
      {
        email,
        firstName: "Ada",
        consent: { privacyAt: minuteAgo(), marketingAt: minuteAgo() },
        utm: { source: "poster", medium: "print", campaign: "spring" },
      },
      { headers: { [CLIENT_IP_HEADER]: "203.0.113.77" } },
    );
    expect(response.status).toBe(202);
    expect(response.data).toEqual({ message: PUBLIC_JOIN_ACCEPTED });
    // The request only accepted the join; the outbox worker carries it out (decision 033).
    expect(await membersWith(email)).toHaveLength(0);
    await deliverCardLinks();
    const [member] = await membersWith(email);
    expect(member).toMatchObject({
      firstName: "Ada",
      // Asked for, not yet confirmed by the e-mailed link (double opt-in, decision 042): it does not count yet.
      marketingConsent: false,
      consent: { ip: "203.0.113.0", termsAt: null, marketingConfirmedAt: null },
      utm: { source: "poster", medium: "print", campaign: "spring" },
    });
    expect(member?.consent?.privacyAt).toBeInstanceOf(Date);
    expect(member?.consent?.marketingAt).toBeInstanceOf(Date);

    const token = await latestCardLinkToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = await resolveCardLink(token ?? "");
    expect(link?.subject).toEqual({ kind: "member", id: String(member?._id) });
    const [mail] = await cardLinkMails(email);
    expect(mail?.subject).toBe("Your Join Café Stamps loyalty card");
  });

  it("writes the e-mail in the page's language (German)", async () => {
    const email = newEmail();
    const response = await join(
      { email, consent: consent() },
      { headers: { "accept-language": "de-DE,de" } },
    );
    expect(response.status).toBe(202);
    await deliverCardLinks();
    const [mail] = await cardLinkMails(email);
    expect(mail?.subject).toBe("Ihre Kundenkarte von Join Café Stamps");
    expect(mail?.text).toContain("willkommen bei Join Café Stamps");
  });

  it("stores a consent time that lies ahead of the server's clock as the time the request arrived", async () => {
    const email = newEmail();
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    expect((await join({ email, consent: { privacyAt: ahead } })).status).toBe(202);
    await deliverCardLinks();
    const [member] = await membersWith(email);
    expect(member?.consent?.privacyAt?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("never stores the token: neither the member, the link row nor the outbox row holds it", async () => {
    const email = newEmail();
    await join({ email, consent: consent() });
    const [row] = await OutboxMessage.find({ kind: "card-link" }).lean();
    expect(JSON.stringify(row?.payload ?? {})).not.toMatch(/[A-Za-z0-9_-]{43}/);
    await deliverCardLinks();
    const token = (await latestCardLinkToken(email)) ?? "";
    const [member] = await membersWith(email);
    const { CardLink } = await import("@/lib/db/models/card-link");
    const stored = JSON.stringify([member, await CardLink.find({ subjectId: member?._id }).lean()]);
    expect(token).not.toBe("");
    expect(stored).not.toContain(token);
  });
});

describe("no enumeration: a repeat answers exactly as a new join", () => {
  it("answers the same status and body, stores nothing, and e-mails the existing member a new link", async () => {
    const email = newEmail();
    const first = await join({ email, firstName: "Ada", consent: consent() });
    await deliverCardLinks();
    const firstToken = (await latestCardLinkToken(email)) ?? "";
    expect(await resolveCardLink(firstToken)).not.toBeNull();

    const repeat = await join({ email: email.toUpperCase(), firstName: "Mallory", consent: consent() });
    expect(repeat.status).toBe(first.status);
    expect(repeat.data).toEqual(first.data);
    expect([...repeat.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());

    await deliverCardLinks();
    const rows = await membersWith(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe("Ada");
    const mails = await cardLinkMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("You are already a member");
    const secondToken = (await latestCardLinkToken(email)) ?? "";
    expect(secondToken).not.toBe(firstToken);
    expect(await resolveCardLink(secondToken)).not.toBeNull();
  });

  it("never breaks the card link a member holds: a stranger typing their e-mail leaves the old /m/ link working (issue 28)", async () => {
    const email = newEmail();
    await join({ email, consent: consent() });
    await deliverCardLinks();
    const held = (await latestCardLinkToken(email)) ?? "";
    expect(await resolveCardLink(held)).not.toBeNull();
    for (let i = 0; i < 3; i++) await join({ email, firstName: "Mallory", consent: consent() });
    await deliverCardLinks();
    expect(await cardLinkMails(email)).toHaveLength(4);
    expect((await resolveCardLink(held))?.subject.kind).toBe("member");
  });

  it.each([
    ["phone", "+49 30 5550100", "030 5550100", "030 5550199"],
    ["externalId", "POS-4711", "POS-4711", "POS-4712"],
  ])(
    "sends the same one e-mail whether the %s typed next to a new e-mail belongs to a member or not (D1)",
    async (field, victimsValue, typed, free) => {
      const victimEmail = newEmail();
      await joinedMember(owner.merchantId, programId, { email: victimEmail, [field]: victimsValue });
      const [victim] = await membersWith(victimEmail);
      const taken = newEmail();
      const untaken = newEmail();
      const withTaken = await join({ email: taken, firstName: "Eve", [field]: typed, consent: consent() });
      const withFree = await join({ email: untaken, firstName: "Eve", [field]: free, consent: consent() });
      expect(withTaken.status).toBe(202);
      expect(withTaken.data).toEqual(withFree.data);
      expect([...withTaken.headers.keys()].sort()).toEqual([...withFree.headers.keys()].sort());

      await deliverCardLinks();
      const [takenMail] = await cardLinkMails(taken);
      const [freeMail] = await cardLinkMails(untaken);
      expect(await cardLinkMails(taken)).toHaveLength(1);
      expect(await cardLinkMails(untaken)).toHaveLength(1);
      // The link and the join page's code (decision 042) differ from e-mail to e-mail; the rest is the same.
      const shape = (text = "") =>
        text.replace(/\/m\/[A-Za-z0-9_-]{43}/, "/m/<token>").replace(/: \d{6}$/m, ": <code>");
      expect(shape(takenMail?.text)).toEqual(shape(freeMail?.text));
      expect(takenMail?.subject).toEqual(freeMail?.subject);
      // The new member is stored without the value another member holds; that member keeps it and hears nothing.
      const [created] = await membersWith(taken);
      expect(created?.[field as "phone"]).toBeNull();
      expect((await membersWith(untaken))[0]?.[field as "phone"]).not.toBeNull();
      expect((await Member.findById(victim?._id).lean())?.[field as "phone"]).toBe(
        victim?.[field as "phone"],
      );
      expect(await cardLinkMails(victimEmail)).toHaveLength(0);
      expect(await resolveCardLink((await latestCardLinkToken(taken)) ?? "")).toMatchObject({
        subject: { kind: "member", id: String(created?._id) },
      });
    },
  );

  it("re-sends an existing member's link at most 3 times an hour, while every answer stays the same", async () => {
    clockAwayFromWindowEnd(CARD_LINK_RESEND_LIMIT);
    const email = newEmail();
    await joinedMember(owner.merchantId, programId, { email });
    for (let i = 0; i < 5; i++) {
      const response = await join({ email, consent: consent() });
      expect(response.status).toBe(202);
    }
    await deliverCardLinks();
    expect(await cardLinkMails(email)).toHaveLength(3);
  });

  it("refuses a bad referral code the same way for a new person and for a member", async () => {
    const member = newEmail();
    await joinedMember(owner.merchantId, programId, { email: member });
    const asMember = await join({ email: member, referralCode: "NOSUCHCODE", consent: consent() });
    const asStranger = await join({ email: newEmail(), referralCode: "NOSUCHCODE", consent: consent() });
    expect(asMember.status).toBe(422);
    expect(locs(asMember.data)).toEqual(locs(asStranger.data));
    expect(locs(asMember.data)).toEqual([["value_error", "body.referralCode"]]);
  });

  it("answers another merchant's and another program's referral code exactly as an unknown one (D5)", async () => {
    const elsewhere = await merchantWithToken("Elsewhere Café");
    const theirProgram = (await loyaltyProgram(elsewhere.merchantId, { name: "Elsewhere" })).id;
    const theirs = await joinedMember(elsewhere.merchantId, theirProgram, { email: newEmail() });
    const sibling = (await loyaltyProgram(owner.merchantId, { name: "Sibling" })).id;
    const siblings = await joinedMember(owner.merchantId, sibling, { email: newEmail() });
    const answers = await Promise.all(
      ["NOSUCHCODE", theirs.referralCode, siblings.referralCode].map((referralCode) =>
        join({ email: newEmail(), referralCode, consent: consent() }),
      ),
    );
    const withoutInput = (data: unknown) =>
      (data as { detail: Record<string, unknown>[] }).detail.map(({ input: _input, ...item }) => item);
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(withoutInput(answer.data)).toEqual(withoutInput(answers[0]?.data));
    }
    expect(withoutInput(answers[0]?.data)[0]?.msg).toBe("Value error, unknown referral code");
  });
});

describe("the request does the same database work for a member and a stranger (D2)", () => {
  /** Every call mongoose sends while one join is answered, by collection and method, in order. */
  async function databaseWorkOf(body: Record<string, unknown>) {
    const calls: string[] = [];
    mongoose.set("debug", (collection: string, method: string) => {
      calls.push(`${collection}.${method}`);
    });
    try {
      const response = await join(body);
      return { calls, status: response.status, data: response.data, headers: [...response.headers.keys()] };
    } finally {
      mongoose.set("debug", false);
    }
  }

  it("reads and writes the same, in the same order, and answers the same, whoever the details belong to", async () => {
    const memberEmail = newEmail();
    await joinedMember(owner.merchantId, programId, { email: memberEmail, phone: "+49 30 5550300" });
    const stranger = await databaseWorkOf({ email: newEmail(), consent: consent() });
    const member = await databaseWorkOf({ email: memberEmail, consent: consent() });
    const membersPhone = await databaseWorkOf({
      email: newEmail(),
      phone: "030 5550300",
      consent: consent(),
    });
    expect(stranger.status).toBe(202);
    expect(stranger.calls).toContain("outbox_messages.insertOne");
    expect(member).toEqual(stranger);
    expect(membersPhone).toEqual(stranger);
    expect(stranger.calls.filter((call) => /^(members|member_keys|card_links)\./.test(call))).toEqual([]);
  });
});

describe("fields, consent and referral", () => {
  let strictProgram: string;
  beforeAll(async () => {
    strictProgram = (
      await loyaltyProgram(owner.merchantId, {
        name: "Strict",
        terms: "Be kind to the barista.",
        requiredFields: ["firstName", "birthday"],
        customFields: [
          { name: "size", type: "selection", options: ["S", "M", "L"], required: true },
          { name: "visits", type: "number" },
        ],
      })
    ).id;
  });

  it("answers a missing required field with the members API's own 422 items, plus the consent the program needs", async () => {
    const body = { email: newEmail(), customFields: { visits: "many" } };
    const publicAnswer = await join({ ...body, consent: consent() }, { program: strictProgram });
    const merchantAnswer = await callRoute(merchantJoin, {
      params: { programId: strictProgram },
      json: body,
      token: owner.token,
    });
    expect(publicAnswer.status).toBe(422);
    expect(merchantAnswer.status).toBe(422);
    const expected = [...locs(merchantAnswer.data), ["missing", "body.consent.termsAt"]];
    expect(locs(publicAnswer.data).sort()).toEqual(expected.sort());
    expect(locs(publicAnswer.data)).toEqual(
      expect.arrayContaining([
        ["missing", "body.firstName"],
        ["missing", "body.birthday"],
        ["missing", "body.customFields.size"],
        ["float_parsing", "body.customFields.visits"],
      ]),
    );
  });

  it("requires the e-mail and the privacy consent, and stores a full join with custom fields and terms", async () => {
    const missing = await join({ firstName: "Ada", consent: {} }, { program: strictProgram });
    expect(locs(missing.data)).toEqual([
      ["missing", "body.email"],
      ["missing", "body.consent.privacyAt"],
    ]);
    const email = newEmail();
    const accepted = await join(
      {
        email,
        firstName: "Ada",
        birthday: "1990-05-01",
        customFields: { size: "M", visits: "3" },
        consent: { privacyAt: minuteAgo(), termsAt: minuteAgo() },
      },
      { program: strictProgram },
    );
    expect(accepted.status).toBe(202);
    await deliverCardLinks();
    const member = await Member.findOne({ programId: strictProgram, email }).lean();
    expect(member?.customFields).toEqual({ size: "M", visits: 3 });
    expect(member?.consent?.termsAt).toBeInstanceOf(Date);
    expect(member?.marketingConsent).toBe(false);
  });

  it("links a referral code to the member who shared it", async () => {
    const referrer = await joinedMember(owner.merchantId, programId, { email: newEmail() });
    const email = newEmail();
    const response = await join({
      email,
      referralCode: referrer.referralCode.toLowerCase(),
      consent: consent(),
    });
    expect(response.status).toBe(202);
    await deliverCardLinks();
    const [member] = await membersWith(email);
    expect(String(member?.referredByMemberId)).toBe(referrer.id);
  });

  it("treats a member using their own referral code as the repeat it is", async () => {
    const email = newEmail();
    const member = await joinedMember(owner.merchantId, programId, { email });
    const response = await join({ email, referralCode: member.referralCode, consent: consent() });
    expect(response.status).toBe(202);
    expect(response.data).toEqual({ message: PUBLIC_JOIN_ACCEPTED });
  });
});

describe("what changes between the answer and the worker", () => {
  it("drops a join whose program was archived meanwhile: nothing stored, nothing mailed", async () => {
    const closing = (await loyaltyProgram(owner.merchantId, { name: "Closing" })).id;
    const email = newEmail();
    expect((await join({ email, consent: consent() }, { program: closing })).status).toBe(202);
    await archiveProgram({ merchantId: owner.merchantId, programId: closing });
    await deliverCardLinks();
    expect(await Member.countDocuments({ programId: closing, email })).toBe(0);
    expect(await cardLinkMails(email)).toHaveLength(0);
  });

  it("still stores the member when the referrer was erased meanwhile, without the referral", async () => {
    const referrer = await joinedMember(owner.merchantId, programId, { email: newEmail() });
    const email = newEmail();
    const response = await join({ email, referralCode: referrer.referralCode, consent: consent() });
    expect(response.status).toBe(202);
    await eraseMember({
      memberId: new Types.ObjectId(referrer.id),
      requestId: new Types.ObjectId(),
      at: new Date(),
    });
    await deliverCardLinks();
    const [member] = await membersWith(email);
    expect(member?.referredByMemberId).toBeNull();
    expect(await cardLinkMails(email)).toHaveLength(1);
  });
});

describe("programs that take no members, and bad requests", () => {
  it("answers unknown, deleted and gift-card programs with one and the same 404", async () => {
    const deleted = (await loyaltyProgram(owner.merchantId, { name: "Gone" })).id;
    await deleteProgram({ merchantId: owner.merchantId, programId: deleted });
    const giftCards = (await giftCardProgram(owner.merchantId)).id;
    const body = { email: newEmail(), consent: consent() };
    const answers = await Promise.all(
      ["0123456789abcdef01234567", deleted, giftCards].map((program) => join(body, { program })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.data).toEqual(answers[0]?.data);
    }
    expect(await Member.countDocuments({ email: body.email })).toBe(0);
  });

  it("answers an archived program with 409 PROGRAM_ARCHIVED and stores nothing", async () => {
    const archived = (await loyaltyProgram(owner.merchantId, { name: "Closed" })).id;
    await archiveProgram({ merchantId: owner.merchantId, programId: archived });
    const email = newEmail();
    const response = await join({ email, consent: consent() }, { program: archived });
    expect(response.status).toBe(409);
    expect(response.data).toEqual({ detail: { code: "PROGRAM_ARCHIVED", message: expect.any(String) } });
    expect(await Member.countDocuments({ email })).toBe(0);
  });

  it("refuses an oversized body with 413 and malformed JSON with 422 json_invalid", async () => {
    const large = await join(undefined, {
      body: JSON.stringify({ email: newEmail(), consent: consent(), firstName: "x".repeat(40_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(large.status).toBe(413);
    const malformed = await join(undefined, {
      body: '{"email": ',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(422);
    expect(locs(malformed.data)[0]?.[0]).toBe("json_invalid");
  });

  it("answers the 21st request of a minute from one address with 429 and the signup's headers", async () => {
    const { windowEndsAt } = clockAwayFromWindowEnd(PUBLIC_JOIN_RATE_LIMIT);
    const clientIp = uniqueClientIp();
    const headers = { [CLIENT_IP_HEADER]: clientIp };
    for (let i = 1; i <= 20; i++) {
      const response = await join(
        { not: "valid" },
        { headers: { ...headers, "x-forwarded-for": `10.0.0.${i}` } },
      );
      expect(response.status).toBe(422);
      expect(response.headers.get("x-ratelimit-remaining")).toBe(String(20 - i));
    }
    const limited = await join({ email: newEmail(), consent: consent() }, { headers });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("20");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await join({ email: newEmail(), consent: consent() })).status).toBe(202);
    // The next minute lets the address in again.
    vi.setSystemTime(windowEndsAt + 1_000);
    expect((await join({ email: newEmail(), consent: consent() }, { headers })).status).toBe(202);
  });
});
