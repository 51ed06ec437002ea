import { SHARD_PLAN } from "@/lib/db/shard-plan";

/** A top-level key the filter pins to one value (`{key: v}` or `{key: {$eq: v}}`): what a router can target. */
export function equalityKeysOf(filter: Record<string, unknown>): string[] {
  return Object.entries(filter)
    .filter(([key, value]) => {
      if (key.startsWith("$")) return false;
      if (value === null || typeof value !== "object") return true;
      if (value instanceof Date || Array.isArray(value) || "_bsontype" in value) return true;
      const operators = Object.keys(value);
      if (operators.length === 0) return true;
      if (operators.every((operator) => !operator.startsWith("$"))) return true;
      return operators.length === 1 && operators[0] === "$eq";
    })
    .map(([key]) => key)
    .sort();
}

// Would a sharded MongoDB route this filter to the shards of one key range (docs/scaling.md)?

/**
 * Null when the filter names its collection's shard-key prefix, the collection stays unsharded, or the scatter
 * is written down in the plan; otherwise a sentence saying what would go to every shard.
 */
export function undocumentedScatter(collection: string, filter: Record<string, unknown>): string | null {
  const plan = SHARD_PLAN[collection];
  if (!plan) return `${collection}: no shard plan (add it to lib/db/shard-plan.ts and docs/scaling.md)`;
  if (!plan.sharded) return null;
  const equal = equalityKeysOf(filter);
  const [prefix] = Object.keys(plan.key);
  if (prefix && equal.includes(prefix)) return null;
  if (equal.length === 0 && plan.sweeps) return null;
  if (
    plan.scatters.some(
      (scatter) => scatter.equal.length > 0 && scatter.equal.every((key) => equal.includes(key)),
    )
  )
    return null;
  return `${collection}: a filter on {${equal.join(", ")}} names no shard-key prefix (${prefix}) and no documented scatter`;
}

/** A sentence when an inserted document lacks a field of its collection's shard key, else null. */
export function insertOffShardKey(collection: string, document: Record<string, unknown>): string | null {
  const plan = SHARD_PLAN[collection];
  if (!plan) return `${collection}: no shard plan (add it to lib/db/shard-plan.ts and docs/scaling.md)`;
  if (!plan.sharded) return null;
  const missing = Object.keys(plan.key).filter(
    (field) => document[field] === undefined || document[field] === null,
  );
  return missing.length === 0
    ? null
    : `${collection}: a document inserted without its shard key's ${missing.join(", ")}`;
}
