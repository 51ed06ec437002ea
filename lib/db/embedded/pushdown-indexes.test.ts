import mongoose from "mongoose";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { connectToDatabase } from "@/lib/db/connect";
import { Program } from "@/lib/db/models/program";
import { User } from "@/lib/db/models/user";
import { ensurePushdownIndexes, pushdownFields } from "./pushdown-indexes";

const postgresUrl = inject("postgresUrl");

describe("pushdown fields", () => {
  it("are _id and the leading key of each declared index", () => {
    expect(pushdownFields(Program)).toEqual(["_id", "merchantId"]);
    expect(pushdownFields(User)).toEqual(expect.arrayContaining(["_id", "email", "merchantId"]));
  });
});

describe.skipIf(postgresUrl === "")("pushdown indexes on the embedded PostgreSQL", () => {
  it("are created once, and PostgreSQL uses them for FerretDB's pushed-down equality", async () => {
    await connectToDatabase();
    const merchantId = new mongoose.Types.ObjectId();
    await Program.create({
      merchantId,
      passTypeIdentifier: "pass.com.example.index",
      name: "Indexed",
      programSchema: "stampCard",
      programType: "loyalty",
      retention_period_days: 30,
    });
    const databaseName = mongoose.connection.name;
    const created = await ensurePushdownIndexes({ postgresUrl, databaseName, models: [Program, User] });
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(await ensurePushdownIndexes({ postgresUrl, databaseName, models: [Program, User] })).toEqual([]);

    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ table: string }>(
        `SELECT _jsonb->>'table' AS "table" FROM "${databaseName}"._ferretdb_database_metadata WHERE _jsonb->>'_id' = 'programs'`,
      );
      const table = rows[0]?.table;
      // The planner prefers a sequential scan on a one-row table; forbid it to see whether the index can serve.
      await client.query("SET enable_seqscan = off");
      const plan = await client.query(
        `EXPLAIN SELECT _jsonb FROM "${databaseName}"."${table}" WHERE (_jsonb -> 'merchantId') @> $1::jsonb`,
        [JSON.stringify(String(merchantId))],
      );
      const planText = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(planText).toMatch(/Bitmap Index Scan on \S+_merchantId_\w+_gin/);
    } finally {
      await client.end();
    }
  });
});
