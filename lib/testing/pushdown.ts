import mongoose from "mongoose";
import { type IndexedModel, pushdownFields } from "@/lib/db/embedded/pushdown-indexes";

// Helpers for the hot-query tests (docs/queries-that-scale.md): record the filters mongoose sends while hot paths
// run through their route handlers, then ask FerretDB to explain each one.

export type CapturedQuery = { collection: string; method: string; filter: Record<string, unknown> };

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

/** Starts recording every filtering query; `stop()` ends it. */
export function recordQueries(): {
  captured: CapturedQuery[];
  stop: () => void;
  /** Runs work whose queries are not the path under test (e.g. the outbox worker sending an e-mail). */
  unrecorded: <T>(work: () => Promise<T>) => Promise<T>;
} {
  const captured: CapturedQuery[] = [];
  const record = (collection: string, method: string, filter: unknown) => {
    if (FILTERING_METHODS.has(method)) {
      captured.push({ collection, method, filter: (filter ?? {}) as Record<string, unknown> });
    }
  };
  mongoose.set("debug", record);
  return {
    captured,
    stop: () => mongoose.set("debug", false),
    async unrecorded(work) {
      mongoose.set("debug", false);
      try {
        return await work();
      } finally {
        mongoose.set("debug", record);
      }
    },
  };
}

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
export async function pushedDownKey(
  collection: string,
  filter: Record<string, unknown>,
): Promise<string | null> {
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

/** The recorded queries that would read every merchant's rows, spelled out for the failure message. */
export async function queriesNotPushedDown(captured: CapturedQuery[]): Promise<string[]> {
  const failing: string[] = [];
  for (const query of captured) {
    if ((await pushedDownKey(query.collection, query.filter)) === null) {
      failing.push(`${query.collection}.${query.method}(${JSON.stringify(query.filter)})`);
    }
  }
  return failing;
}
