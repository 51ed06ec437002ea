import { createHash } from "node:crypto";
import pg from "pg";

/** What this needs of a mongoose model: its declared indexes and its collection's name. */
export type IndexedModel = {
  schema: { indexes(): [Record<string, unknown>, unknown][] };
  collection: { collectionName: string };
};

/**
 * FerretDB on PostgreSQL turns a top-level equality into `(_jsonb -> 'field') @> value`. Its own indexes are
 * btree on `(_jsonb -> 'field')`, which PostgreSQL cannot use for `@>`; an expression GIN index with
 * jsonb_path_ops can. Fields indexed: `_id` and the leading key of every index a model declares for MongoDB
 * (the tenant keys: merchantId, programId, e-mail, …), so declaring an index for MongoDB is enough.
 */
export function pushdownFields(model: IndexedModel): string[] {
  const leadingKeys = model.schema.indexes().map(([keys]) => Object.keys(keys)[0]);
  const topLevel = leadingKeys.filter((key): key is string => Boolean(key) && !key?.includes("."));
  return [...new Set(["_id", ...topLevel])];
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** PostgreSQL identifiers stop at 63 bytes: a short hash keeps long table/field pairs distinct. */
function indexName(table: string, field: string): string {
  const hash = createHash("sha256").update(`${table}.${field}`).digest("hex").slice(0, 8);
  return `${table.slice(0, 30)}_${field.replace(/\W/g, "").slice(0, 20)}_${hash}_gin`;
}

type EnsureOptions = { postgresUrl: string; databaseName: string; models: IndexedModel[] };

/** Creates the missing indexes (idempotent); answers the names of those it created. */
export async function ensurePushdownIndexes({
  postgresUrl,
  databaseName,
  models,
}: EnsureOptions): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const schema = quoteIdentifier(databaseName);
    const exists = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [databaseName]);
    if (exists.rowCount === 0) return [];
    // FerretDB keeps one metadata row per collection: {_id: collection name, table: its PostgreSQL table}.
    const { rows } = await client.query<{ collection: string; table: string }>(
      `SELECT _jsonb->>'_id' AS collection, _jsonb->>'table' AS "table" FROM ${schema}._ferretdb_database_metadata`,
    );
    const tables = new Map(rows.map((row) => [row.collection, row.table]));
    const created: string[] = [];
    for (const model of models) {
      const table = tables.get(model.collection.collectionName);
      if (!table) continue;
      for (const field of pushdownFields(model)) {
        const name = indexName(table, field);
        const present = await client.query(
          "SELECT 1 FROM pg_indexes WHERE schemaname = $1 AND indexname = $2",
          [databaseName, name],
        );
        if (present.rowCount) continue;
        await client.query(
          `CREATE INDEX IF NOT EXISTS ${quoteIdentifier(name)} ON ${schema}.${quoteIdentifier(table)} USING gin ((_jsonb -> ${quoteLiteral(field)}) jsonb_path_ops)`,
        );
        created.push(name);
      }
    }
    return created;
  } finally {
    await client.end();
  }
}
