import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CardLink } from "@/lib/db/models/card-link";
import { Member } from "@/lib/db/models/member";
import { MemberCode } from "@/lib/db/models/member-code";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { OPEN_CARD_RATE_LIMIT } from "@/lib/schemas/member-code";
import { resolveCardLink } from "@/lib/services/card-link-store/card-links";
import { MEMBER_CODE_TTL_MS } from "@/lib/services/member-codes/member-codes";
import { deleteMember } from "@/lib/services/members/delete-member";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { latestCardLinkToken } from "@/lib/testing/card-links";
import { joinPublicly, latestMailCode, newCustomerEmail, otherCode } from "@/lib/testing/member-codes";
import { loyaltyProgram } from "@/lib/testing/members";
import { uniqueClientIp } from "@/lib/testing/signup";
import { POST } from "./route";

let programId: string;
let merchantId: string;

beforeAll(async () => {
  ({ merchantId } = await merchantWithToken("Code Café"));
  programId = (await loyaltyProgram(merchantId, { name: "Code Café Stamps" })).id;
});

afterEach(() => {
  vi.useRealTimers();
});

const newEmail = newCustomerEmail;
const joined = (email: string) => joinPublicly(programId, email);
const latestCode = latestMailCode;

const open = (email: string, code: string, clientIp = uniqueClientIp()) =>
  callRoute(POST, {
    params: { programId },
    json: { email, code },
    headers: { [CLIENT_IP_HEADER]: clientIp },
  });

const INVALID = { detail: { code: "CODE_INVALID", message: expect.any(String) } };

async function memberPathOf(cardPath: string) {
  const token = /^\/m\/([A-Za-z0-9_-]{43})$/.exec(cardPath)?.[1];
  expect(token).toBeDefined();
  return resolveCardLink(token as string);
}

describe("POST /v2/public/programs/{programId}/card-code — the join e-mail's code opens the card", () => {
  it("opens a new member's card with the code from the welcome e-mail, once", async () => {
    const email = newEmail();
    await joined(email);
    const code = await latestCode(email);
    const [member] = await Member.find({ programId, email }).lean();
    const opened = await open(email.toUpperCase(), code);
    expect(opened.status).toBe(200);
    const link = await memberPathOf((opened.data as { cardPath: string }).cardPath);
    expect(link?.subject).toEqual({ kind: "member", id: String(member?._id) });
    // Used once: the same right code does not open it again.
    expect((await open(email, code)).data).toEqual(INVALID);
  });

  it("opens an existing member's card from the repeat e-mail, and the link they hold keeps working", async () => {
    const email = newEmail();
    await joined(email);
    const heldToken = await latestCardLinkToken(email);
    await joined(email);
    const opened = await open(email, await latestCode(email));
    expect(opened.status).toBe(200);
    const link = await memberPathOf((opened.data as { cardPath: string }).cardPath);
    expect(link?.subject.kind).toBe("member");
    expect(await resolveCardLink(heldToken as string)).not.toBeNull();
    expect(await Member.countDocuments({ programId, email })).toBe(1);
  });

  it("answers a wrong code, and an address that was never sent one, alike, and opens nothing", async () => {
    const email = newEmail();
    await joined(email);
    const code = await latestCode(email);
    const linksBefore = await CardLink.countDocuments({ programId });
    const wrong = await open(email, otherCode(code));
    const stranger = await open(newEmail(), code);
    expect([wrong.status, stranger.status]).toEqual([400, 400]);
    expect(wrong.data).toEqual(INVALID);
    expect(stranger.data).toEqual(wrong.data);
    expect(await CardLink.countDocuments({ programId })).toBe(linksBefore);
    // The right code still works after a wrong try.
    expect((await open(email, code)).status).toBe(200);
  });

  it("kills a code after 5 tries: the right one no longer opens the card", async () => {
    const email = newEmail();
    await joined(email);
    const code = await latestCode(email);
    for (let i = 0; i < 5; i++) expect((await open(email, otherCode(code))).status).toBe(400);
    expect((await open(email, code)).data).toEqual(INVALID);
  });

  it("refuses a code after 15 minutes, and a code replaced by a newer e-mail's", async () => {
    const email = newEmail();
    await joined(email);
    const first = await latestCode(email);
    await joined(email);
    const second = await latestCode(email);
    if (first !== second) expect((await open(email, first)).data).toEqual(INVALID);
    vi.useFakeTimers({
      toFake: ["Date"],
      now: Date.now() + MEMBER_CODE_TTL_MS + 1000,
      shouldAdvanceTime: true,
    });
    expect((await open(email, second)).data).toEqual(INVALID);
  });

  it("a deleted member's code is gone with the member, and opens nothing", async () => {
    const email = newEmail();
    await joined(email);
    const code = await latestCode(email);
    const member = await Member.findOne({ programId, email }).lean();
    await deleteMember({ merchantId, programId, memberId: String(member?._id) });
    expect(await MemberCode.countDocuments({ memberId: member?._id })).toBe(0);
    expect((await open(email, code)).data).toEqual(INVALID);
  });

  it("says the code is 6 digits (422) and limits tries per client address (429)", async () => {
    const bad = await open(newEmail(), "12 345");
    expect(bad.status).toBe(422);
    expect((bad.data as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual(["body", "code"]);
    const clientIp = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i <= OPEN_CARD_RATE_LIMIT.limit; i++)
      statuses.push((await open(newEmail(), "123456", clientIp)).status);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
