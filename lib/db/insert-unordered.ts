import type { mongo } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";

type WriteErrorLike = { index: number; code?: number };

/**
 * Inserts `documents` in one unordered `insertMany` and answers the positions that clashed with a unique
 * index (E11000); the others are stored. Any other failure is thrown. Bulk writes go through the driver, so
 * callers pass complete documents (mongoose defaults applied, timestamps set).
 */
export async function insertUnordered(
  collection: mongo.Collection,
  documents: mongo.Document[],
): Promise<Set<number>> {
  if (documents.length === 0) return new Set();
  try {
    await collection.insertMany(documents, { ordered: false });
    return new Set();
  } catch (error) {
    const listed = (error as { writeErrors?: WriteErrorLike | WriteErrorLike[] }).writeErrors;
    if (!listed) throw error;
    const writeErrors = Array.isArray(listed) ? listed : [listed];
    if (writeErrors.length === 0 || writeErrors.some((item) => !isDuplicateKeyError(item))) throw error;
    return new Set(writeErrors.map((item) => item.index));
  }
}
