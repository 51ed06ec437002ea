import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  POST as adjust,
  GET as ledger,
} from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/points/route";
import { GET as profileChanges } from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/profile-changes/route";
import {
  DELETE as deleteMember,
  GET as getMember,
  PUT as updateMember,
} from "@/app/v2/loyalty/programs/[programId]/members/[memberId]/route";
import { GET as exportMembers } from "@/app/v2/loyalty/programs/[programId]/members/export/route";
import { POST as importMembers } from "@/app/v2/loyalty/programs/[programId]/members/import/route";
import { POST as join, GET as listMembers } from "@/app/v2/loyalty/programs/[programId]/members/route";
import {
  GET as listRedemptions,
  POST as redeem,
} from "@/app/v2/loyalty/programs/[programId]/offers/[offerId]/redemptions/route";
import { POST as scan } from "@/app/v2/loyalty/programs/[programId]/scans/route";
import { getMemberStats } from "@/lib/services/members/member-stats";
import { recordPassInstalled } from "@/lib/services/members/record-pass-installed";
import { merchantWithToken } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { liveOffer, loyaltyProgram } from "@/lib/testing/members";
import { queriesNotPushedDown, recordQueries } from "@/lib/testing/pushdown";

const isEmbedded = inject("postgresUrl") !== "";
let recording: ReturnType<typeof recordQueries>;

/** Every member hot path through its handler (issue 16), each recorded query explained by FerretDB. */
describe.skipIf(!isEmbedded)("member queries are pushed down on a tenant key", () => {
  beforeAll(async () => {
    const owner = await merchantWithToken();
    const auth = { token: owner.token };
    const programId = (
      await loyaltyProgram(owner.merchantId, {
        country: "DE",
        pointsScanPass: 5,
        pointsAddEmail: 3,
        pointsReferral: 2,
        pointsInstallPass: 1,
        customFields: [{ name: "note", type: "text", points: 1 }],
      })
    ).id;
    const offer = await liveOffer(owner.merchantId, programId, {
      pointsCost: 1,
      limitPerCustomer: 2,
      availabilityCount: 5,
    });
    recording = recordQueries();
    const referrer = await callRoute(join, {
      ...auth,
      params: { programId },
      json: { email: "hot@example.com" },
    });
    expect(referrer.status).toBe(201);
    const { referralCode } = referrer.data as { referralCode: string };
    const joined = await callRoute(join, {
      ...auth,
      params: { programId },
      json: { phone: "030 1234567", externalId: "hot-2", referralCode, customFields: { note: "x" } },
    });
    expect(joined.status).toBe(201);
    const { id: memberId, memberNumber } = joined.data as { id: string; memberNumber: string };
    const member = { programId, memberId };
    for (const q of [
      "",
      "?q=hot@example.com",
      "?q=%2B49301234567",
      `?q=${memberNumber}`,
      "?q=hot-2",
      "?status=active",
      // Issue 28: prefixes, orders and the total (every bucket of the program, by equality).
      "?q=ho&sort=-points",
      "?sort=name",
      "?sort=lastVisit&status=active",
    ]) {
      expect(
        (await callRoute(listMembers, { ...auth, path: `/v2/x${q}`, params: { programId } })).status,
      ).toBe(200);
    }
    expect((await callRoute(getMember, { ...auth, params: member })).status).toBe(200);
    const changed = await callRoute(updateMember, {
      ...auth,
      method: "PUT",
      params: member,
      json: { email: "hot2@example.com", externalId: "hot-3" },
    });
    expect(changed.status).toBe(200);
    expect((await callRoute(profileChanges, { ...auth, params: member })).status).toBe(200);
    expect((await callRoute(scan, { ...auth, params: { programId }, json: { memberNumber } })).status).toBe(
      201,
    );
    const adjusted = await callRoute(adjust, {
      ...auth,
      params: member,
      json: { points: 10, reason: "hot" },
    });
    expect(adjusted.status).toBe(201);
    expect((await callRoute(ledger, { ...auth, params: member })).status).toBe(200);
    const offerParams = { programId, offerId: offer.id };
    expect((await callRoute(redeem, { ...auth, params: offerParams, json: { memberId } })).status).toBe(201);
    expect((await callRoute(listRedemptions, { ...auth, params: offerParams })).status).toBe(200);
    expect((await recordPassInstalled({ memberId })).entry).not.toBeNull();
    // Issue 17: the program page's member count and 30-day scans, after a delete (its removal row).
    const leaving = await callRoute(join, {
      ...auth,
      params: { programId },
      json: { email: "bye@example.com" },
    });
    const leavingId = (leaving.data as { id: string }).id;
    const removed = await callRoute(deleteMember, {
      ...auth,
      method: "DELETE",
      params: { programId, memberId: leavingId },
    });
    expect(removed.status).toBe(204);
    expect(await getMemberStats({ merchantId: owner.merchantId, programId })).toEqual({
      members: 2,
      scansLast30Days: 1,
    });
    // Issue 17: a CSV import (created, duplicate of a stored member and of an earlier row, refused) and the export.
    const imported = await callRoute(importMembers, {
      ...auth,
      params: { programId },
      json: {
        rows: [
          { email: "hot@example.com" },
          { email: "new@example.com", customFields: { note: "y" }, points: 5 },
          { externalId: "new-2", email: "NEW@example.com" },
          { firstName: "no key" },
        ],
      },
    });
    expect(
      (imported.data as { results: { status: string }[] }).results.map((result) => result.status),
    ).toEqual(["duplicate", "created", "duplicate", "refused"]);
    const exported = await callRoute(exportMembers, { ...auth, params: { programId } });
    expect(exported.text).toContain("new@example.com");
    recording.stop();
  });

  afterAll(() => recording?.stop());

  it("recorded the queries of every path", () => {
    const collections = new Set(recording.captured.map((query) => query.collection));
    expect([...collections]).toEqual(
      expect.arrayContaining([
        "members",
        "member_keys",
        "member_points_entries",
        "member_removals",
        "offer_redemption_slots",
      ]),
    );
  });

  it("has every recorded filter pushed down to SQL on an indexed key", async () => {
    expect(await queriesNotPushedDown(recording.captured)).toEqual([]);
  });
});
