import { beforeAll, describe, expect, it } from "vitest";
import { CardLink } from "@/lib/db/models/card-link";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import { Member } from "@/lib/db/models/member";
import { MemberCode } from "@/lib/db/models/member-code";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { readOutbox } from "@/lib/mail/outbox";
import { SELF_SERVICE_ERASURE_REASON } from "@/lib/services/card-self-service/erase-own-card";
import { ERASURE_CODE_MAIL_LIMIT } from "@/lib/services/card-self-service/request-erasure-code";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { latestMailCode, memberWithCard, otherCode } from "@/lib/testing/member-codes";
import { loyaltyProgram } from "@/lib/testing/members";
import { deliverMail } from "@/lib/testing/outbox";
import { uniqueClientIp } from "@/lib/testing/signup";
import { POST as requestCode } from "../erasure-code/route";
import { POST } from "./route";

let programId: string;

beforeAll(async () => {
  const owner = await merchantWithToken("Erase Café");
  programId = (await loyaltyProgram(owner.merchantId, { name: "Erase Café Stamps" })).id;
});

const call = (handler: typeof POST, json: unknown) =>
  callRoute(handler, { json, headers: { [CLIENT_IP_HEADER]: uniqueClientIp(), "Accept-Language": "de" } });

async function codeFor(email: string, token: string) {
  expect((await call(requestCode, { token })).status).toBe(202);
  await deliverMail();
  return latestMailCode(email);
}

describe("POST /v2/public/card/erasure-code and /erasure — 'Delete my card and data'", () => {
  it("e-mails a code to the member (in the page's language) and erases only with it, with the erasure's audit entry", async () => {
    const { email, token } = await memberWithCard(programId);
    const [member] = await Member.find({ programId, email }).lean();
    const code = await codeFor(email, token);
    const mail = (await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", email)).at(-1);
    expect(mail?.subject).toBe("Ihr Code zum Löschen Ihrer Karte von Erase Café Stamps");

    const wrong = await call(POST, { token, code: otherCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toEqual({ detail: { code: "CODE_INVALID", message: expect.any(String) } });
    expect((await Member.findById(member?._id).lean())?.email).toBe(email);

    const erased = await call(POST, { token, code });
    expect(erased.status).toBe(200);
    const after = await Member.findById(member?._id).lean();
    expect(after).toMatchObject({ status: "erased", email: null });
    const audit = await GdprRequest.findOne({ "scope.memberId": member?._id, kind: "erasure" }).lean();
    expect(audit).toMatchObject({
      status: "completed",
      covers: ["members"],
      requestedBy: { role: "member" },
      reason: SELF_SERVICE_ERASURE_REASON,
    });
    expect(String(audit?.requestedBy?.userId)).toBe(String(member?._id));
    // The card's links and codes are gone: the page and its actions answer 404.
    expect(await CardLink.countDocuments({ subjectId: member?._id })).toBe(0);
    expect(await MemberCode.countDocuments({ memberId: member?._id })).toBe(0);
    expect((await call(POST, { token, code })).status).toBe(404);
    expect((await call(requestCode, { token })).status).toBe(404);
  });

  it("refuses a code that is not the erasure's: the join e-mail's code deletes nothing", async () => {
    const { email, token } = await memberWithCard(programId);
    const joinCode = await latestMailCode(email);
    expect((await call(POST, { token, code: joinCode })).status).toBe(400);
    expect((await Member.findOne({ programId, email }).lean())?.status).toBe("active");
  });

  it("sends at most 3 codes an hour per member, answering the same 202", async () => {
    const { email, token } = await memberWithCard(programId);
    const before = (await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", email)).length;
    for (let i = 0; i <= ERASURE_CODE_MAIL_LIMIT.limit; i++)
      expect((await call(requestCode, { token })).status).toBe(202);
    await deliverMail();
    const after = (await readOutbox(process.env.OUTBOX_DIR ?? ".outbox", email)).length;
    expect(after - before).toBe(ERASURE_CODE_MAIL_LIMIT.limit);
  });

  it("answers 404 for a token that opens no card, and 422 for a malformed one", async () => {
    expect((await call(requestCode, { token: "A".repeat(43) })).status).toBe(404);
    expect((await call(POST, { token: "short", code: "123456" })).status).toBe(422);
  });
});
