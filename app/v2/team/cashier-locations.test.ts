import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateTeamMember } from "@/app/v2/team/[userId]/route";
import { MemberPointsEntry } from "@/lib/db/models/member-points-entry";
import { merchantWithToken, teamMemberWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { shopOf } from "@/lib/testing/locations";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";
import { GET as listLocations } from "../locations/route";
import { POST as scan } from "../loyalty/programs/[programId]/scans/route";

// Decision 053: a cashier bound to locations works at those only (issue 30, "a scan elsewhere is 403").
type Account = Awaited<ReturnType<typeof merchantWithToken>>;
let owner: Account;
let programId: string;
const shops: Record<"mitte" | "kreuzberg" | "foreign", string> = { mitte: "", kreuzberg: "", foreign: "" };

beforeAll(async () => {
  owner = await merchantWithToken("Two Shops");
  const stranger = await merchantWithToken("Elsewhere");
  programId = (await loyaltyProgram(owner.merchantId, { pointsScanPass: 5, scanMinGapMinutes: 0 })).id;
  shops.mitte = await shopOf(owner.merchantId, "Mitte");
  shops.kreuzberg = await shopOf(owner.merchantId, "Kreuzberg");
  shops.foreign = await shopOf(stranger.merchantId, "Not ours");
});

const bind = (userId: string, locationIds: string[]) =>
  callRoute(updateTeamMember, {
    method: "PUT",
    params: { userId },
    json: { locationIds },
    token: owner.token,
  });

describe("a cashier's locations", () => {
  it("scans at their own location, is refused elsewhere, and with one location need not name it", async () => {
    const cashier = await teamMemberWithToken(owner.merchantId, "cashier");
    expect((await bind(cashier.userId, [shops.mitte])).status).toBe(200);
    const member = await joinedMember(owner.merchantId, programId);
    const scanAt = (locationId?: string) =>
      callRoute(scan, {
        params: { programId },
        json: { memberNumber: member.memberNumber, ...(locationId && { locationId }) },
        token: cashier.token,
      });
    const elsewhere = await scanAt(shops.kreuzberg);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.data).toMatchObject({ detail: { code: "LOCATION_NOT_ALLOWED" } });
    expect((await scanAt(shops.mitte)).status).toBe(201);
    expect((await scanAt()).status).toBe(201);
    const entries = await MemberPointsEntry.find({ memberId: member.id }).lean();
    expect(entries.map((entry) => String(entry.locationId))).toEqual([shops.mitte, shops.mitte]);
  });

  it("must name one of several, while the owner and an unbound cashier scan anywhere", async () => {
    const cashier = await teamMemberWithToken(owner.merchantId, "cashier");
    expect((await bind(cashier.userId, [shops.mitte, shops.kreuzberg])).status).toBe(200);
    const unbound = await teamMemberWithToken(owner.merchantId, "cashier");
    const member = await joinedMember(owner.merchantId, programId);
    const scanBy = (token: string, locationId?: string) =>
      callRoute(scan, {
        params: { programId },
        json: { memberNumber: member.memberNumber, ...(locationId && { locationId }) },
        token,
      });
    expect((await scanBy(cashier.token)).status).toBe(403);
    expect((await scanBy(cashier.token, shops.kreuzberg)).status).toBe(201);
    expect((await scanBy(unbound.token, shops.mitte)).status).toBe(201);
    expect((await scanBy(unbound.token)).status).toBe(201);
    expect((await scanBy(owner.token, shops.kreuzberg)).status).toBe(201);
  });

  it("binds a cashier only to the merchant's own locations (another merchant's is 404, nothing changes)", async () => {
    const cashier = await teamMemberWithToken(owner.merchantId, "cashier");
    const refused = await bind(cashier.userId, [shops.mitte, shops.foreign]);
    expect(refused.status).toBe(404);
    const member = await joinedMember(owner.merchantId, programId);
    const unchanged = await callRoute(scan, {
      params: { programId },
      json: { memberNumber: member.memberNumber, locationId: shops.kreuzberg },
      token: cashier.token,
    });
    expect(unchanged.status).toBe(201);
  });

  it("lists a bound cashier's own locations only, and every location to the owner and an unbound cashier", async () => {
    const bound = await teamMemberWithToken(owner.merchantId, "cashier");
    expect((await bind(bound.userId, [shops.kreuzberg])).status).toBe(200);
    const unbound = await teamMemberWithToken(owner.merchantId, "cashier");
    const namesFor = async (token: string) => {
      const listed = await callRoute(listLocations, { path: "/v2/locations", token });
      expect(listed.status).toBe(200);
      return (listed.data as { items: { name: string }[] }).items.map((item) => item.name);
    };
    expect(await namesFor(bound.token)).toEqual(["Kreuzberg"]);
    expect(await namesFor(unbound.token)).toEqual(["Kreuzberg", "Mitte"]);
    expect(await namesFor(owner.token)).toEqual(["Kreuzberg", "Mitte"]);
  });
});
