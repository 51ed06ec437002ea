import type { Db } from "mongodb";
import mongoose from "mongoose";
import pg from "pg";
import { ensurePushdownIndexes } from "../lib/db/embedded/pushdown-indexes";

// The query costs behind docs/decisions/001 and docs/queries-that-scale.md: 24,000 documents of 200 merchants
// (199 with 100, one with 4,000), each query timed as the median of 7, with and without the GIN pushdown indexes.

const COLLECTION = "bench_programs";

function document(merchantId: mongoose.Types.ObjectId, index: number) {
  return {
    merchantId,
    email: `m${String(merchantId).slice(-6)}-${index}@example.com`,
    name: `Program ${index}`,
    description: "Collect a stamp with every coffee; the tenth is on us. ".repeat(4),
    customFields: [{ name: "birthday", type: "date" }],
    createdAt: new Date(Date.now() - index * 60_000),
  };
}

async function medianMs(work: () => Promise<unknown>, repetitions = 7): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** What PostgreSQL itself spends on FerretDB's pushed-down condition, with the GIN index and with a full scan. */
async function printPostgresSide(client: pg.Client, schema: string, merchantId: mongoose.Types.ObjectId) {
  const { rows } = await client.query<{ table: string }>(
    `SELECT _jsonb->>'table' AS "table" FROM "${schema}"._ferretdb_database_metadata WHERE _jsonb->>'_id' = $1`,
    [COLLECTION],
  );
  const conditions = {
    merchantId: `(_jsonb -> 'merchantId') @> '"${merchantId}"'::jsonb`,
    email: `(_jsonb -> 'email') @> '"m${String(merchantId).slice(-6)}-5@example.com"'::jsonb`,
  };
  console.log("\nPostgreSQL execution time of the pushed-down condition (EXPLAIN ANALYZE, ms)");
  for (const [field, condition] of Object.entries(conditions)) {
    const times: string[] = [];
    for (const setting of ["RESET enable_bitmapscan", "SET enable_bitmapscan = off"]) {
      await client.query(setting);
      const plan = await client.query(
        `EXPLAIN ANALYZE SELECT _jsonb FROM "${schema}"."${rows[0]?.table}" WHERE ${condition}`,
      );
      const last = String(plan.rows.at(-1)?.["QUERY PLAN"] ?? "");
      times.push(/Execution Time: ([\d.]+)/.exec(last)?.[1] ?? "?");
    }
    console.log(`${field.padEnd(12)} GIN index ${times[0]}  full scan ${times[1]}`);
  }
  await client.query("RESET enable_bitmapscan");
}

export async function measureQueryCosts(db: Db, postgresUrl: string | null): Promise<void> {
  const programs = db.collection(COLLECTION);
  const small = new mongoose.Types.ObjectId();
  const large = new mongoose.Types.ObjectId();
  const merchants = [small, ...Array.from({ length: 198 }, () => new mongoose.Types.ObjectId())];
  for (let start = 0; start < merchants.length; start += 20) {
    const batch = merchants
      .slice(start, start + 20)
      .flatMap((id) => Array.from({ length: 100 }, (_, i) => document(id, i)));
    await programs.insertMany(batch);
  }
  for (let start = 0; start < 4_000; start += 1_000) {
    await programs.insertMany(Array.from({ length: 1_000 }, (_, i) => document(large, start + i)));
  }
  const firstPage = async (merchantId: mongoose.Types.ObjectId) => {
    const all = await programs.find({ merchantId }).toArray();
    all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return all.slice(0, 50);
  };
  const someId = (await programs.findOne({ merchantId: small }))?._id;
  const queries: [string, () => Promise<unknown>][] = [
    ["first page of 50, merchant with 100", () => firstPage(small)],
    ["first page of 50, merchant with 4,000", () => firstPage(large)],
    ["count, merchant with 100", () => programs.countDocuments({ merchantId: small })],
    ["count, merchant with 4,000", () => programs.countDocuments({ merchantId: large })],
    ["find one by e-mail", () => programs.findOne({ email: `m${String(large).slice(-6)}-17@example.com` })],
    ["find one by _id", () => programs.findOne({ _id: someId })],
    ["10 first pages at once (merchants with 100)", () => Promise.all(merchants.slice(0, 10).map(firstPage))],
  ];
  for (const [, work] of queries) await work(); // warm caches, so neither column pays for a cold start
  const without: number[] = [];
  for (const [, work] of queries) without.push(await medianMs(work));
  let withIndexes: number[] | null = null;
  if (postgresUrl) {
    const model = {
      schema: {
        indexes: () =>
          [
            [{ merchantId: 1 }, {}],
            [{ email: 1 }, {}],
          ] as [Record<string, unknown>, unknown][],
      },
      collection: { collectionName: COLLECTION },
    };
    await ensurePushdownIndexes({ postgresUrl, databaseName: db.databaseName, models: [model] });
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`ANALYZE`);
    withIndexes = [];
    for (const [, work] of queries) withIndexes.push(await medianMs(work));
    await printPostgresSide(client, db.databaseName, small);
    await client.end();
  }
  console.log(`\n24,000 documents of 200 merchants; median of 7 (ms)`);
  console.log(`${"query".padEnd(46)} ${"plain".padStart(8)} ${"GIN".padStart(8)}`);
  queries.forEach(([name], i) => {
    const indexed = withIndexes?.[i];
    console.log(
      `${name.padEnd(46)} ${(without[i] ?? 0).toFixed(1).padStart(8)} ${indexed === undefined ? "     n/a" : indexed.toFixed(1).padStart(8)}`,
    );
  });
}
