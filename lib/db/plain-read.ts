import { isValidObjectId, type Model, type mongo, Types } from "mongoose";

/** A value a top-level equality may name: ids as strings are cast where the schema stores an ObjectId. */
type EqualityValue = string | number | boolean | Date | Types.ObjectId | null;

/** Top-level equalities only: the hot queries' shape (docs/scaling.md), which FerretDB pushes down. */
export type PlainFilter = Record<string, EqualityValue>;

type PlainReadOptions = {
  projection?: Record<string, 0 | 1>;
  sort?: Record<string, 1 | -1>;
  limit?: number;
};

// biome-ignore lint/suspicious/noExplicitAny: any model's documents are read as the caller's plain type
type AnyModel = Model<any>;

/**
 * The filter as the collection stores it: a string where the schema keeps an ObjectId becomes one, and a string
 * that is no ObjectId there can match nothing (null answered, so the caller reads nothing).
 */
function castFilter(model: AnyModel, filter: PlainFilter): mongo.Filter<mongo.Document> | null {
  const cast: mongo.Document = {};
  for (const [path, value] of Object.entries(filter)) {
    if (typeof value === "string" && model.schema.path(path)?.instance === "ObjectId") {
      if (!isValidObjectId(value)) return null;
      cast[path] = new Types.ObjectId(value);
    } else cast[path] = value;
  }
  return cast;
}

/**
 * What `model.find(filter, projection).lean()` answers, read through the model's collection without a mongoose
 * Query: on the hot paths (a scan reads six times) the Query's building, casting and hooks cost more CPU than the
 * driver's own work (decision 063). Same documents, same filter on the wire; the models define no query hooks.
 */
export async function findPlain<T>(
  model: AnyModel,
  filter: PlainFilter,
  { projection, sort, limit }: PlainReadOptions = {},
): Promise<T[]> {
  const cast = castFilter(model, filter);
  if (!cast) return [];
  // While mongoose (re)connects, its collection queues the call and answers a promise of the cursor.
  const cursor = await (model.collection.find(cast, { projection, sort, limit }) as
    | mongo.FindCursor
    | Promise<mongo.FindCursor>);
  return (await cursor.toArray()) as T[];
}

/** What `model.findOne(filter, projection).lean()` answers, the same way as `findPlain`. */
export async function findOnePlain<T>(
  model: AnyModel,
  filter: PlainFilter,
  { projection }: Pick<PlainReadOptions, "projection"> = {},
): Promise<T | null> {
  const cast = castFilter(model, filter);
  if (!cast) return null;
  return (await model.collection.findOne(cast, { projection })) as T | null;
}
