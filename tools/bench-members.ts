import mongoose from "mongoose";
import type { EmbeddedDatabase } from "../lib/db/embedded/ferretdb";
import { ensurePushdownIndexes } from "../lib/db/embedded/pushdown-indexes";
import { percentile } from "./bench-stats";

// Issue 16's scale targets, measured through the services (not timed tests): one program with 100,000 members
// and 200,000 members of other merchants' programs on the embedded database; a scan (look-up by member number
// + credit) p50 ≤ 30 ms, the first page of members ≤ 100 ms, a member's ledger page ≤ 50 ms.
// BENCH_MEMBERS / BENCH_OTHER_MEMBERS shrink the data set for a quick run.

const TARGET_MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const OTHER_MEMBERS = Number(process.env.BENCH_OTHER_MEMBERS ?? 200_000);
const OTHER_PROGRAMS = 200;
const HEAVY_LEDGER = 200;

type Id = mongoose.Types.ObjectId;

async function timesOf(runs: number, work: (run: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  return times;
}

/** Members as the join stores them, each with one ledger entry (or none): lib/testing/seed-members.ts. */
async function seedProgram(options: { merchantId: Id; programId: Id; count: number; entryEvery: number }) {
  const { seedMembers } = await import("../lib/testing/seed-members");
  return seedMembers(options);
}

export async function benchMembers(database: EmbeddedDatabase | null): Promise<string> {
  const { connectToDatabase } = await import("../lib/db/connect");
  const { Member } = await import("../lib/db/models/member");
  const { MemberKey } = await import("../lib/db/models/member-key");
  const { MemberPointsEntry } = await import("../lib/db/models/member-points-entry");
  const { MemberPointsHead } = await import("../lib/db/models/member-points-head");
  const { Program } = await import("../lib/db/models/program");
  const { scanMember } = await import("../lib/services/members/scan-member");
  const { listMembers } = await import("../lib/services/members/list-members");
  const { listPoints } = await import("../lib/services/members/list-points");
  const { adjustPoints } = await import("../lib/services/members/adjust-points");
  const connection = await connectToDatabase();

  const merchantId = new mongoose.Types.ObjectId();
  const userId = String(new mongoose.Types.ObjectId());
  const newProgram = (owner: Id, name: string) =>
    Program.create({
      merchantId: owner,
      passTypeIdentifier: "pass.com.example.bench",
      name,
      programSchema: "tieredMembership",
      programType: "loyalty",
      pointsScanPass: 10,
      tiers: [
        { name: "Silver", minLifetimePoints: 100 },
        { name: "Gold", minLifetimePoints: 1_000 },
      ],
      retention_period_days: 30,
    });
  const program = await newProgram(merchantId, "Bench members");
  const seedStarted = performance.now();
  const numbers = await seedProgram({
    merchantId,
    programId: program._id,
    count: TARGET_MEMBERS,
    entryEvery: 1,
  });
  const perOther = Math.ceil(OTHER_MEMBERS / OTHER_PROGRAMS);
  for (let index = 0; index < OTHER_PROGRAMS && perOther > 0; index++) {
    const other = await newProgram(new mongoose.Types.ObjectId(), `Other ${index}`);
    await seedProgram({ merchantId: other.merchantId, programId: other._id, count: perOther, entryEvery: 4 });
  }
  const seedMs = performance.now() - seedStarted;
  if (database) {
    await ensurePushdownIndexes({
      postgresUrl: database.postgresUrl(),
      databaseName: connection.connection.name,
      models: [Member, MemberKey, MemberPointsEntry, MemberPointsHead, Program],
    });
  }

  const ids = { merchantId: String(merchantId), programId: String(program._id) };
  const pick = (run: number) => numbers[(run * 7919) % numbers.length] as string;
  const scan = (run: number) => scanMember({ ...ids, userId, input: { memberNumber: pick(run) } });
  const firstPage = () => listMembers({ ...ids, query: { page: 1, limit: 50 } });
  const coldPage = (await timesOf(1, firstPage))[0] ?? Number.NaN;
  const heavy = await Member.findOne({ memberNumber: pick(1) }).lean();
  if (!heavy) throw new Error("seeded member missing");
  const memberId = String(heavy._id);
  for (let i = 0; i < HEAVY_LEDGER; i++) {
    await adjustPoints({ ...ids, memberId, userId, input: { points: 1, reason: "bench" } });
  }
  const ledgerPage = () => listPoints({ ...ids, memberId, query: { page: 1, limit: 50 } });
  const typicalLedger = (run: number) =>
    Member.findOne({ memberNumber: pick(run + 100) })
      .lean()
      .then((member) => listPoints({ ...ids, memberId: String(member?._id), query: { page: 1, limit: 50 } }));

  await timesOf(5, scan); // warm-up: connection pool, module caches
  const rows: [string, number[], number][] = [
    ["scan (look-up by member number + credit)", await timesOf(60, scan), 30],
    ["first page of 50 members", await timesOf(20, firstPage), 100],
    [`ledger page of 50, member with ${HEAVY_LEDGER + 2} entries`, await timesOf(20, ledgerPage), 50],
    ["ledger page, typical member (incl. its look-up)", await timesOf(20, typicalLedger), 50],
  ];
  const lines = [
    `\nMembers (issue 16): ${TARGET_MEMBERS} in one program, ${perOther * OTHER_PROGRAMS} in ${OTHER_PROGRAMS} programs of other merchants; seeded in ${(seedMs / 1000).toFixed(0)} s`,
    `first page, cold (sequence probes without a hint): ${coldPage.toFixed(1)} ms`,
    ...rows.map(
      ([name, times, target]) =>
        `${name.padEnd(52)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms  target ${target} ms: ${percentile(times, 0.5) <= target ? "met" : "NOT met"}`,
    ),
  ];
  return lines.join("\n");
}
