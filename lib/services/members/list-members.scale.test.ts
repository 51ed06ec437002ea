import mongoose, { Types } from "mongoose";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ensurePushdownIndexes } from "@/lib/db/embedded/pushdown-indexes";
import { Member, memberBucketKeyOf, memberBucketOf, memberSeqKeyOf } from "@/lib/db/models/member";
import { headIdOf, MemberPointsHead } from "@/lib/db/models/member-points-head";
import { listMembersQuerySchema } from "@/lib/schemas/member";
import { memberSequence } from "@/lib/services/ledger/member-sequence";
import { listMembers } from "@/lib/services/members/list-members";
import { merchantWithToken } from "@/lib/testing/accounts";
import { loyaltyProgram } from "@/lib/testing/members";

// Issue 28 item 9 at scale: a prefix search and a sort read the program's own buckets by equality, a
// bounded number of queries, and never another program's members (decision 044). Queries are counted, not timed.

const MEMBERS = 3_000;
const OTHERS = 1_000;
const BUCKETS = Math.ceil((MEMBERS + 1) / 100);
let merchantId: string;
let programId: string;
let otherProgramId: string;

/** Rows as the service writes them, inserted in bulk (joining 4,000 members one by one would take minutes). */
async function insertMembers(program: Types.ObjectId, merchant: Types.ObjectId, count: number, name: string) {
  for (let start = 1; start <= count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start + 1) }, (_, index) => {
      const seq = start + index;
      return {
        _id: new Types.ObjectId(),
        merchantId: merchant,
        programId: program,
        memberNumber: `${name.toUpperCase()}${String(seq).padStart(8, "0")}`,
        referralCode: `${name.slice(0, 2).toUpperCase()}${seq}`,
        status: "active",
        firstName: seq % 10 === 0 ? "Zelda" : name,
        lastName: `Nr${seq}`,
        email: `${name.toLowerCase()}${seq}@example.com`,
        phone: `+4915170${String(seq).padStart(6, "0")}`,
        customFields: {},
        seq,
        seqKey: memberSeqKeyOf(program, seq),
        bucketKey: memberBucketKeyOf(program, memberBucketOf(seq)),
        createdAt: new Date(),
        updatedAt: new Date(),
      };
    });
    await Member.insertMany(rows, { lean: true });
    await MemberPointsHead.insertMany(
      rows.map((row) => ({
        _id: headIdOf(row._id, 1),
        programId: program,
        memberId: row._id,
        bucketKey: row.bucketKey,
        sequence: 1,
        balance: row.seq,
        lifetime: row.seq,
        at: new Date(Date.UTC(2026, 0, 1) + row.seq * 60_000),
      })),
      { lean: true },
    );
  }
}

beforeAll(async () => {
  ({ merchantId } = await merchantWithToken());
  programId = (await loyaltyProgram(merchantId, { country: "DE" })).id;
  otherProgramId = (await loyaltyProgram(merchantId, { country: "DE" })).id;
  const merchant = new Types.ObjectId(merchantId);
  await insertMembers(new Types.ObjectId(programId), merchant, MEMBERS, "Kunde");
  await insertMembers(new Types.ObjectId(otherProgramId), merchant, OTHERS, "Fremd");
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) {
    const models = [Member, MemberPointsHead] as unknown as Parameters<
      typeof ensurePushdownIndexes
    >[0]["models"];
    await ensurePushdownIndexes({ postgresUrl, databaseName: mongoose.connection.name, models });
  }
}, 600_000);

type Read = { collection: string; method: string; filter: Record<string, unknown> };

async function listRecording(query: Record<string, unknown>) {
  memberSequence.forget(new Types.ObjectId(programId)); // as a freshly started server would: no hint
  const reads: Read[] = [];
  mongoose.set("debug", (collection: string, method: string, filter: unknown) => {
    if (["find", "findOne", "countDocuments"].includes(method))
      reads.push({ collection, method, filter: (filter ?? {}) as Record<string, unknown> });
  });
  try {
    const page = await listMembers({ merchantId, programId, query: listMembersQuerySchema.parse(query) });
    return { page, reads };
  } finally {
    mongoose.set("debug", false);
  }
}

/** Every read of members or their heads names this program's bucket (or the program) by top-level equality. */
function expectScoped(reads: Read[]) {
  for (const read of reads.filter((each) => each.collection === "members")) {
    expect(String(read.filter.programId), JSON.stringify(read.filter)).toBe(programId);
  }
  for (const read of reads.filter((each) => each.collection === "member_points_heads")) {
    expect(String(read.filter.bucketKey).startsWith(`${programId}:`), JSON.stringify(read.filter)).toBe(true);
  }
}

describe(`listing ${MEMBERS} members of one program beside ${OTHERS} of another`, () => {
  it("finds a name prefix with one read per bucket of this program, and counts every match", async () => {
    const { page, reads } = await listRecording({ q: "zel", limit: 20 });
    expect(page.total).toBe(MEMBERS / 10);
    expect(page.items).toHaveLength(20);
    expect(page.items.every((item) => item.firstName === "Zelda")).toBe(true);
    expectScoped(reads);
    const bucketReads = reads.filter((read) => read.collection === "members" && "bucketKey" in read.filter);
    expect(bucketReads).toHaveLength(BUCKETS);
    // Sequence probes (about 2·log2(3,000)) + one read per bucket + the page's heads.
    expect(reads.length).toBeLessThan(BUCKETS + 40);
    console.info(`[scale] prefix search over ${MEMBERS}: ${reads.length} queries`);
  });

  it("finds by phone and e-mail prefixes without another program's members", async () => {
    const byPhone = await listRecording({ q: "0151 70 00123" });
    expect(byPhone.page.total).toBe(10); // 1230…1239
    expectScoped(byPhone.reads);
    const byEmail = await listRecording({ q: "fremd" });
    expect(byEmail.page.total).toBe(0);
    expectScoped(byEmail.reads);
  });

  it("sorts by points across every bucket: one head read per bucket, total from the same walk", async () => {
    const { page, reads } = await listRecording({ sort: "-points", limit: 3 });
    expect(page.items.map((item) => item.points)).toEqual([MEMBERS, MEMBERS - 1, MEMBERS - 2]);
    expect(page.total).toBe(MEMBERS);
    expectScoped(reads);
    expect(reads.length).toBeLessThan(2 * BUCKETS + 40);
    const visits = await listRecording({ sort: "lastVisit", limit: 2 });
    expect(visits.page.items.map((item) => item.lastName)).toEqual(["Nr1", "Nr2"]);
    console.info(`[scale] sort by points over ${MEMBERS}: ${reads.length} queries`);
  });

  it("answers the newest page and the total without reading every bucket", async () => {
    const { page, reads } = await listRecording({ limit: 50 });
    expect(page.items[0]?.lastName).toBe(`Nr${MEMBERS}`);
    expect(page.total).toBe(MEMBERS);
    expectScoped(reads);
    expect(reads.length).toBeLessThan(45);
  });
});
