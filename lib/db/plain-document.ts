import { type mongo, Types } from "mongoose";

/** What this needs of a mongoose model. */
type CastingModel = {
  castObject(obj: Record<string, unknown>): unknown;
  applyDefaults(obj: Record<string, unknown>): unknown;
};

/**
 * The document `Model.create(fields)` would store — cast by the schema, its defaults applied, an `_id` when the
 * fields name none — as a plain object for the collection's own `insertOne`/`insertMany`, without hydrating a
 * mongoose document (about twice the CPU on the hot paths: a scan's entry, head and tally). For fields the code
 * composes itself: the schema's casts are run, its validators (required, enum) are not.
 */
export function plainDocumentOf(model: CastingModel, fields: Record<string, unknown>): mongo.Document {
  const cast = model.castObject({ _id: new Types.ObjectId(), ...fields }) as Record<string, unknown>;
  return model.applyDefaults(cast) as mongo.Document;
}
