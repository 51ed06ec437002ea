import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { GET as getProgram, PUT as updateProgram } from "@/app/v2/loyalty/programs/[programId]/route";
import { GET as listPrograms } from "@/app/v2/loyalty/programs/route";
import { POST as createProgram } from "@/app/v2/programs/route";
import { POST as activateSignup } from "@/app/v2/signup/pending/[pendingId]/activate/route";
import { POST as submitSignup } from "@/app/v2/signup/pending/route";
import { POST as issueToken, GET as whoAmI } from "@/app/v2/token/route";
import { type IndexedModel, pushdownFields } from "@/lib/db/embedded/pushdown-indexes";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { merchantWithToken, TEST_PASSWORD } from "@/lib/testing/accounts";
import { callRoute } from "@/lib/testing/call-route";
import { latestVerificationCode, uniqueClientIp, validSignup } from "@/lib/testing/signup";

type CapturedQuery = { collection: string; method: string; filter: Record<string, unknown> };

/** Methods whose first argument is a filter the database must narrow by itself. */
const FILTERING_METHODS = new Set([
  "find",
  "findOne",
  "countDocuments",
  "findOneAndUpdate",
  "findOneAndDelete",
  "updateOne",
  "updateMany",
  "deleteOne",
  "deleteMany",
]);

const captured: CapturedQuery[] = [];
const isEmbedded = inject("postgresUrl") !== "";

function modelOf(collection: string): IndexedModel {
  const model = Object.values(mongoose.models).find((each) => each.collection.collectionName === collection);
  if (!model) throw new Error(`no model for collection ${collection}`);
  return model as unknown as IndexedModel;
}

/**
 * The indexed key (`_id` or the leading key of a declared index: the tenant key) whose equality FerretDB sends
 * to PostgreSQL for this filter, or null. FerretDB reports `filterPushdown: true` when any top-level equality is
 * pushed down, so the plan's SQL condition is read to see which.
 */
async function pushedDownKey(collection: string, filter: Record<string, unknown>): Promise<string | null> {
  const database = mongoose.connection.db;
  if (!database) throw new Error("not connected");
  const plan = await database.collection(collection).find(filter).explain();
  if (plan.filterPushdown !== true) return null;
  const sql = JSON.stringify(plan.queryPlanner);
  return (
    pushdownFields(modelOf(collection)).find((field) => sql.includes(`_jsonb -> '${field}'::text) @>`)) ??
    null
  );
}

/**
 * Runs every hot path of the API through its route handler while recording the queries mongoose sends, then
 * asks FerretDB to explain each one: a filter it cannot push down to PostgreSQL would read and decode every
 * merchant's documents. Adding an `$or`, a regex or a two-level key to a hot query makes this fail.
 */
describe.skipIf(!isEmbedded)("hot queries are pushed down to the embedded database", () => {
  beforeAll(async () => {
    const account = await merchantWithToken();
    mongoose.set("debug", (collection: string, method: string, filter: unknown) => {
      if (FILTERING_METHODS.has(method)) {
        captured.push({ collection, method, filter: (filter ?? {}) as Record<string, unknown> });
      }
    });
    const auth = { token: account.token };
    const form = new URLSearchParams({ username: account.email, password: TEST_PASSWORD }).toString();
    expect(
      (
        await callRoute(issueToken, {
          body: form,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(200);
    expect((await callRoute(whoAmI, auth)).status).toBe(200);
    const created = await callRoute(createProgram, {
      ...auth,
      json: { passTypeIdentifier: "pass.com.example.hot", name: "Hot path" },
    });
    expect(created.status).toBe(201);
    const programId = (created.data as { id: string }).id;
    expect((await callRoute(listPrograms, { ...auth, path: "/v2/loyalty/programs?q=hot" })).status).toBe(200);
    expect((await callRoute(getProgram, { ...auth, params: { programId } })).status).toBe(200);
    const renamed = await callRoute(updateProgram, {
      ...auth,
      method: "PUT",
      params: { programId },
      json: { name: "Renamed" },
    });
    expect(renamed.status).toBe(200);

    const signup = validSignup();
    const clientIp = { [CLIENT_IP_HEADER]: uniqueClientIp() };
    const pending = await callRoute(submitSignup, { json: signup, headers: clientIp });
    expect(pending.status).toBe(201);
    const pendingId = (pending.data as { pendingId: string }).pendingId;
    const activated = await callRoute(activateSignup, {
      params: { pendingId },
      json: { code: await latestVerificationCode(signup.email), password: signup.passwordHash },
      headers: clientIp,
    });
    expect(activated.status).toBe(200);
    mongoose.set("debug", false);
  });

  afterAll(() => {
    mongoose.set("debug", false);
  });

  it("recorded the queries of every hot path", () => {
    const collections = new Set(captured.map((query) => query.collection));
    expect([...collections].sort()).toEqual(expect.arrayContaining(["counted_events", "programs", "users"]));
    expect(captured.length).toBeGreaterThan(8);
  });

  it("has FerretDB push every recorded filter down to SQL on an indexed key", async () => {
    const notPushedDown: string[] = [];
    for (const query of captured) {
      if ((await pushedDownKey(query.collection, query.filter)) === null) {
        notPushedDown.push(`${query.collection}.${query.method}(${JSON.stringify(query.filter)})`);
      }
    }
    expect(notPushedDown).toEqual([]);
  });

  it("tells a narrowing filter from one that would scan every merchant's rows", async () => {
    const merchantId = new mongoose.Types.ObjectId();
    expect(await pushedDownKey("programs", { merchantId })).toBe("merchantId");
    expect(await pushedDownKey("programs", { merchantId, $or: [{ name: "a" }, { name: "b" }] })).toBe(
      "merchantId",
    );
    expect(await pushedDownKey("programs", { merchantId: { $in: [merchantId] } })).toBeNull();
    expect(await pushedDownKey("programs", { $or: [{ merchantId }, { name: "b" }] })).toBeNull();
    // Pushed down, but on a key no index serves: every merchant's rows would be read.
    expect(await pushedDownKey("programs", { name: "Renamed" })).toBeNull();
    expect(await pushedDownKey("users", { "signup.company": "x" })).toBeNull();
  });
});
