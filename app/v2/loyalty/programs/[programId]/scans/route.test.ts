import { beforeAll, describe, expect, it } from "vitest";
import { Member } from "@/lib/db/models/member";
import { merchantWithToken, staffWithToken } from "@/lib/testing/accounts";
import { type CallOptions, callRoute } from "@/lib/testing/call-route";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { PUT as updateMember } from "../members/[memberId]/route";
import { POST as scan } from "./route";

type Account = Awaited<ReturnType<typeof merchantWithToken>>;
type Detail = { detail: { type: string; loc: (string | number)[] }[] };

let owner: Account;
let programId: string;
let dynamicId: string;

beforeAll(async () => {
  owner = await merchantWithToken("Scan Owner");
  // Scans one member twice in a row: no gap (the scan rules have their own tests, scan-rules.test.ts).
  programId = (await loyaltyProgram(owner.merchantId, { pointsScanPass: 10, scanMinGapMinutes: 0 })).id;
  dynamicId = (await loyaltyProgram(owner.merchantId, { name: "Dynamic", dynamicScanPoints: true })).id;
});

const scanAt = (program: string, json: unknown, options: Partial<CallOptions> = {}) =>
  callRoute(scan, { params: { programId: program }, json, token: owner.token, ...options });
const locs = (data: unknown) => (data as Detail).detail.map((item) => [item.type, item.loc.join(".")]);

describe("scans", () => {
  it("credits pointsScanPass per scan, recording the scanning user, and answers the member and entry", async () => {
    const member = await joinedMember(owner.merchantId, programId);
    const first = await scanAt(programId, { memberNumber: member.memberNumber });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      member: { id: member.id, points: 10, lifetimePoints: 10 },
      entry: { points: 10, balanceAfter: 10, source: "scan", actorUserId: owner.userId },
    });
    const second = await scanAt(programId, { memberNumber: ` ${member.memberNumber.toLowerCase()} ` });
    expect(second.data).toMatchObject({ member: { points: 20 }, entry: { sequence: 2 } });
    const refused = await scanAt(programId, { memberNumber: member.memberNumber, points: 5 });
    expect(locs(refused.data)).toEqual([["value_error", "body.points"]]);
  });

  it("takes the scanner's points with dynamicScanPoints, which are then required and bounded", async () => {
    const member = await joinedMember(owner.merchantId, dynamicId);
    const given = await scanAt(dynamicId, { memberNumber: member.memberNumber, points: 250 });
    expect(given.data).toMatchObject({ member: { points: 250 }, entry: { points: 250 } });
    expect(locs((await scanAt(dynamicId, { memberNumber: member.memberNumber })).data)).toEqual([
      ["missing", "body.points"],
    ]);
    expect(locs((await scanAt(dynamicId, { memberNumber: member.memberNumber, points: 0 })).data)).toEqual([
      ["greater_than_equal", "body.points"],
    ]);
    expect(
      locs((await scanAt(dynamicId, { memberNumber: member.memberNumber, points: 100_001 })).data),
    ).toEqual([["less_than_equal", "body.points"]]);
    expect(locs((await scanAt(dynamicId, { memberNumber: 42, points: "x" })).data)).toEqual([
      ["string_type", "body.memberNumber"],
      ["int_parsing", "body.points"],
    ]);
    expect(locs((await scanAt(dynamicId, {})).data)).toEqual([["missing", "body.memberNumber"]]);
  });

  it("answers 404 MEMBER_NOT_FOUND for unknown and other programs' numbers, 409 for suspended members", async () => {
    const unknown = await scanAt(programId, { memberNumber: "0000000000000000" });
    expect([unknown.status, unknown.data]).toMatchObject([404, { detail: { code: "MEMBER_NOT_FOUND" } }]);
    const elsewhere = await joinedMember(owner.merchantId, dynamicId);
    const other = await scanAt(programId, { memberNumber: elsewhere.memberNumber });
    expect([other.status, other.data]).toMatchObject([404, { detail: { code: "MEMBER_NOT_FOUND" } }]);
    const member = await joinedMember(owner.merchantId, programId);
    await callRoute(updateMember, {
      method: "PUT",
      params: { programId, memberId: member.id },
      json: { status: "suspended" },
      token: owner.token,
    });
    const suspended = await scanAt(programId, { memberNumber: member.memberNumber });
    expect([suspended.status, suspended.data]).toMatchObject([
      409,
      { detail: { code: "MEMBER_NOT_ACTIVE" } },
    ]);
    const erased = await joinedMember(owner.merchantId, programId);
    await Member.updateOne({ _id: erased.id }, { $set: { status: "erased", erasedAt: new Date() } });
    const refused = await scanAt(programId, { memberNumber: erased.memberNumber });
    expect([refused.status, refused.data]).toMatchObject([409, { detail: { code: "MEMBER_NOT_ACTIVE" } }]);
  });

  it("scopes scans to the merchant: another merchant's program is 404, staff name it in X-Merchant-Id", async () => {
    const member = await joinedMember(owner.merchantId, programId);
    const stranger = await merchantWithToken("Stranger");
    expect(
      (await scanAt(programId, { memberNumber: member.memberNumber }, { token: stranger.token })).status,
    ).toBe(404);
    const staff = await staffWithToken();
    const acting = await scanAt(
      programId,
      { memberNumber: member.memberNumber },
      { token: staff.token, headers: { "x-merchant-id": owner.merchantId } },
    );
    expect(acting.status).toBe(201);
    const malformed = await scanAt(programId, undefined, {
      body: "[",
      headers: { "content-type": "application/json" },
    });
    expect((malformed.data as Detail).detail[0]?.type).toBe("json_invalid");
  });
});
