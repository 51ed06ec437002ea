import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/clock";
import { MemberPointsEntry, scanDayKeyOf } from "@/lib/db/models/member-points-entry";
import { MemberRemoval } from "@/lib/db/models/member-removal";
import { eraseMember } from "@/lib/services/gdpr/erase-member";
import { deleteMember } from "@/lib/services/members/delete-member";
import { getMemberStats } from "@/lib/services/members/member-stats";
import { scanMember } from "@/lib/services/members/scan-member";
import { purgeProgramMembers } from "@/lib/services/retention/purge-members";
import { merchantWithToken } from "@/lib/testing/accounts";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";

let merchantId: string;
let userId: string;

beforeAll(async () => {
  ({ merchantId, userId } = await merchantWithToken("Stats Café"));
});

describe("getMemberStats", () => {
  it("counts the listed members: deleted ones leave the count, erased ones stay, other programs are apart", async () => {
    const programId = (await loyaltyProgram(merchantId, { name: "Counted" })).id;
    const otherId = (await loyaltyProgram(merchantId, { name: "Other" })).id;
    expect(await getMemberStats({ merchantId, programId })).toEqual({ members: 0, scansLast30Days: 0 });
    const [kept, deleted, erased] = await Promise.all(
      ["a", "b", "c"].map((name) => joinedMember(merchantId, programId, { email: `${name}@example.com` })),
    );
    await joinedMember(merchantId, otherId, { email: "other@example.com" });
    await deleteMember({ merchantId, programId, memberId: deleted?.id ?? "" });
    await eraseMember({
      memberId: new Types.ObjectId(erased?.id),
      requestId: new Types.ObjectId(),
      at: new Date(),
    });
    expect(kept).toBeDefined();
    expect((await getMemberStats({ merchantId, programId })).members).toBe(2);
    expect((await getMemberStats({ merchantId, programId: otherId })).members).toBe(1);
    // A second delete of the same member is a 404 and adds no second row; the program's purge takes the rows.
    await expect(deleteMember({ merchantId, programId, memberId: deleted?.id ?? "" })).rejects.toMatchObject({
      status: 404,
    });
    expect(await MemberRemoval.countDocuments({ programId })).toBe(1);
    await purgeProgramMembers(new Types.ObjectId(programId));
    expect(await MemberRemoval.countDocuments({ programId })).toBe(0);
  });

  it("counts scans of the last 30 days only, and only this program's", async () => {
    const programId = (
      await loyaltyProgram(merchantId, { name: "Scanned", pointsScanPass: 2, scanMinGapMinutes: 0 })
    ).id;
    const otherId = (await loyaltyProgram(merchantId, { name: "Scanned elsewhere", pointsScanPass: 2 })).id;
    const member = await joinedMember(merchantId, programId);
    const elsewhere = await joinedMember(merchantId, otherId);
    for (let scan = 0; scan < 3; scan++) {
      await scanMember({ merchantId, programId, userId, input: { memberNumber: member.memberNumber } });
    }
    await scanMember({
      merchantId,
      programId: otherId,
      userId,
      input: { memberNumber: elsewhere.memberNumber },
    });
    expect(await getMemberStats({ merchantId, programId })).toEqual({ members: 1, scansLast30Days: 3 });

    // Thirty days on, the scans fall out of the window exactly; a scan on the window's first day still counts.
    const scans = await MemberPointsEntry.find({ memberId: member.id, source: "scan" }).lean();
    const [first] = scans.sort((a, b) => a.sequence - b.sequence);
    const at = first?.createdAt ?? new Date();
    const stillIn = addDays(at, 30);
    expect((await getMemberStats({ merchantId, programId, now: () => stillIn })).scansLast30Days).toBe(3);
    const later = addDays(at, 31);
    expect((await getMemberStats({ merchantId, programId, now: () => later })).scansLast30Days).toBe(0);
    expect(first?.scanDayKey).toBe(scanDayKeyOf(programId, at));
  });

  it("does not count credits that are not scans, and refuses another merchant's program", async () => {
    const programId = (await loyaltyProgram(merchantId, { name: "Quiet", pointsAddEmail: 5 })).id;
    await joinedMember(merchantId, programId, { email: "quiet@example.com" });
    expect(await getMemberStats({ merchantId, programId })).toEqual({ members: 1, scansLast30Days: 0 });
    const stranger = await merchantWithToken("Stranger");
    await expect(getMemberStats({ merchantId: stranger.merchantId, programId })).rejects.toMatchObject({
      status: 404,
    });
  });
});
