import { beforeAll, describe, expect, it } from "vitest";
import {
  POST as adjust,
  GET as ledger,
} from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/points/route";
import {
  DELETE as deleteMember,
  GET as getMember,
  PUT as updateMember,
} from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/route";
import { POST as join, GET as listMembers } from "@/app/v2/loyalty/programs/[programId]/members/route";
import {
  GET as listRedemptions,
  POST as redeem,
} from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/redemptions/route";
import { POST as scan } from "@/app/v2/loyalty/programs/[programId]/scans/route";
import { merchantWithToken } from "@/lib/testing/accounts";
import { type CallResult, callRoute } from "@/lib/testing/call-route";
import { joinedMember, liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { pickerOf, seededRandom } from "@/lib/testing/seeded-random";

// "No request a client can send produces a 500", for the member, points, scan and redemption handlers.
const CASES = 40;

const random = seededRandom(20261125);
const pick = pickerOf(random);

const VALUES = [
  "",
  " ",
  "x".repeat(600),
  "😀",
  "\u0000",
  "a@example.com",
  "A@EXAMPLE.COM ",
  "+49 30 1234567",
  "030 1234567",
  "2020-02-30",
  "2020-01-01",
  "0123456789abcdef01234567",
  "NOSUCHCODE",
  "active",
  "suspended",
  "erased",
  0,
  -10,
  1.5,
  25,
  100_001,
  1e21,
  true,
  null,
  [],
  {},
  { size: "M" },
  { $gt: "" },
];
const FIELDS = [
  "email",
  "phone",
  "firstName",
  "birthday",
  "externalId",
  "customFields",
  "referralCode",
  "marketingConsent",
  "status",
  "points",
  "reason",
  "memberNumber",
  "memberId",
  "__proto__",
];
const QUERY = ["q", "status", "limit", "offset", "page"];

function randomBody(memberIds: string[]): string {
  if (random() < 0.1) return pick(["{", "[]", '"x"', "1", "null", '{"a":'] as const);
  const body: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 5); i > 0; i--) body[pick(FIELDS)] = pick([...VALUES, ...memberIds]);
  return JSON.stringify(body);
}

function randomQuery(): string {
  const query = new URLSearchParams();
  for (const name of QUERY) if (random() < 0.3) query.set(name, String(pick(VALUES)));
  return query.toString();
}

const ACCEPTED = new Set([200, 201, 204, 400, 401, 403, 404, 409, 413, 422]);

function expectClientAnswer(result: CallResult, label: string) {
  expect({ label, isAccepted: ACCEPTED.has(result.status) }).toEqual({ label, isAccepted: true });
  if (result.status >= 400) expect(result.data).toHaveProperty("detail");
}

let token: string;
let ids: string[];
let memberIds: string[];

beforeAll(async () => {
  const owner = await merchantWithToken();
  token = owner.token;
  const program = await loyaltyProgram(owner.merchantId, {
    dynamicScanPoints: true,
    pointsAddEmail: 5,
    customFields: [{ name: "size", type: "selection", options: ["S", "M"], points: 2 }],
  });
  const member = await joinedMember(owner.merchantId, program.id, { email: "a@example.com" });
  const offer = await liveOffer(owner.merchantId, program.id, { limitPerCustomer: 2, availabilityCount: 3 });
  memberIds = [member.id];
  ids = [program.id, member.id, offer.id, "0123456789abcdef01234567", "nope"];
});

describe("generated input against member handlers", () => {
  it("never answers 5xx", async () => {
    const headers = { "content-type": "application/json" };
    for (let i = 0; i < CASES; i++) {
      // Mostly the real ids, so most requests reach the services rather than stopping at a 404.
      const [programId, memberId, offerId] = ids;
      const idOr = (real: string | undefined) => (random() < 0.7 ? String(real) : pick(ids));
      const params = { programId: idOr(programId), memberId: idOr(memberId), offerId: idOr(offerId) };
      const query = randomQuery();
      const body = randomBody(memberIds);
      const calls: [string, Promise<CallResult>][] = [
        ["join", callRoute(join, { method: "POST", body, headers, token, params })],
        ["list", callRoute(listMembers, { path: `/v2/x?${query}`, token, params })],
        ["get", callRoute(getMember, { token, params })],
        ["update", callRoute(updateMember, { method: "PUT", body, headers, token, params })],
        ["adjust", callRoute(adjust, { method: "POST", body, headers, token, params })],
        ["ledger", callRoute(ledger, { path: `/v2/x?${query}`, token, params })],
        ["scan", callRoute(scan, { method: "POST", body, headers, token, params })],
        ["redeem", callRoute(redeem, { method: "POST", body, headers, token, params })],
        ["redemptions", callRoute(listRedemptions, { path: `/v2/x?${query}`, token, params })],
      ];
      for (const [name, call] of calls)
        expectClientAnswer(await call, `${name} ${JSON.stringify(params)} ${query} ${body}`);
      if (i >= CASES - 2) {
        expectClientAnswer(
          await callRoute(deleteMember, { method: "DELETE", token, params }),
          "delete member",
        );
      }
    }
  }, 180_000);
});
