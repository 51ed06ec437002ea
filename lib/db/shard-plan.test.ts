import { readFileSync } from "node:fs";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "@/lib/db/all-models";
import { commandListeners } from "@/lib/db/command-listeners";
import { connectToDatabase } from "@/lib/db/connect";
import { Member } from "@/lib/db/models/member";
import { SHARD_PLAN } from "@/lib/db/shard-plan";
import { shardPlanTable } from "@/lib/db/shard-plan-table";
import { equalityKeysOf, insertOffShardKey, undocumentedScatter } from "@/lib/db/shard-routing";
import { filtersOf } from "@/lib/testing/database-commands";

type IndexSpec = [Record<string, 1 | -1 | string>, { unique?: boolean } | undefined];

const collections = () =>
  Object.values(mongoose.models).map((model) => ({
    name: model.collection.collectionName,
    indexes: model.schema.indexes() as IndexSpec[],
  }));

describe("the shard plan (docs/scaling.md)", () => {
  it("places every collection of every model, and names no collection that does not exist", () => {
    const names = collections().map((collection) => collection.name);
    expect(names.filter((name) => !SHARD_PLAN[name])).toEqual([]);
    expect(Object.keys(SHARD_PLAN).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("lets MongoDB enforce every unique index of a sharded collection, or says what changes first", () => {
    const unenforceable: string[] = [];
    for (const { name, indexes } of collections()) {
      const plan = SHARD_PLAN[name];
      if (!plan?.sharded) continue;
      const key = Object.entries(plan.key);
      const hashed = key.some(([, order]) => order === "hashed");
      for (const [fields, options] of indexes) {
        if (!options?.unique) continue;
        const indexFields = Object.keys(fields);
        const prefixed = !hashed && key.every(([field], position) => indexFields[position] === field);
        const listed = plan.beforeSharding?.some(
          (change) => JSON.stringify(Object.keys(change.index)) === JSON.stringify(indexFields),
        );
        if (!prefixed && !listed) unenforceable.push(`${name} {${indexFields.join(", ")}}`);
      }
    }
    expect(unenforceable).toEqual([]);
  });

  it("is the table docs/scaling.md shows (npm run docs:shard-plan prints it)", () => {
    const doc = readFileSync(path.join(__dirname, "../../docs/scaling.md"), "utf8");
    const table = doc.split("<!-- shard-plan:start -->\n")[1]?.split("\n<!-- shard-plan:end -->")[0];
    expect(table).toBe(shardPlanTable());
  });
});

describe("routing a filter", () => {
  it("reads only top-level equalities as routable", () => {
    const id = new mongoose.Types.ObjectId();
    expect(
      equalityKeysOf({
        programId: id,
        at: new Date(),
        name: "a",
        exact: { $eq: 1 },
        many: { $in: [1] },
        later: { $gt: 1 },
        $or: [{ a: 1 }],
      }),
    ).toEqual(["at", "exact", "name", "programId"]);
  });

  it("accepts the shard key's prefix and the written-down scatters, and names anything else", () => {
    const programId = new mongoose.Types.ObjectId();
    expect(undocumentedScatter("members", { programId, seqKey: "x" })).toBeNull();
    expect(undocumentedScatter("members", { _id: programId, passInstalledAt: null })).toBeNull();
    expect(undocumentedScatter("programs", { name: "unsharded: anything goes" })).toBeNull();
    expect(undocumentedScatter("members", { programId: { $in: [programId] } })).toMatch(
      /members: a filter on \{\} names no shard-key prefix \(programId\)/,
    );
    expect(undocumentedScatter("members", { name: "Ada" })).toMatch(/\{name\}/);
    expect(undocumentedScatter("idempotency_keys", { expiresAt: { $lt: new Date() } })).toBeNull();
    expect(undocumentedScatter("members", {})).not.toBeNull();
    expect(undocumentedScatter("no_such_collection", {})).toMatch(/no shard plan/);
  });

  it("wants every shard-key field on an inserted document", () => {
    expect(insertOffShardKey("member_points_entries", { memberId: 1, sequence: 1 })).toBeNull();
    expect(insertOffShardKey("member_points_entries", { memberId: 1 })).toMatch(
      /without its shard key's sequence/,
    );
    expect(insertOffShardKey("programs", {})).toBeNull();
  });
});

describe("watching what the driver sends", () => {
  const seen: ReturnType<typeof filtersOf> = [];
  const saved = [...commandListeners];
  beforeAll(async () => {
    // This file sends a scatter on purpose: the suite-wide check is set aside while it does.
    commandListeners.clear();
    commandListeners.add((event) => seen.push(...filtersOf(event)));
    await connectToDatabase();
  });
  afterAll(() => {
    commandListeners.clear();
    for (const listener of saved) commandListeners.add(listener);
  });

  it("sees the filters mongoose sends, so a scattering query would be caught", async () => {
    await Member.find({ firstName: "Ada" }).lean();
    await Member.updateMany({ programId: new mongoose.Types.ObjectId() }, { $set: { firstName: "B" } });
    const members = seen.filter((sent) => sent.collection === "members");
    expect(members.map((sent) => [sent.command, equalityKeysOf(sent.filter)])).toEqual([
      ["find", ["firstName"]],
      ["update", ["programId"]],
    ]);
    expect(undocumentedScatter("members", members[0]?.filter ?? {})).toMatch(/\{firstName\}/);
  });
});
