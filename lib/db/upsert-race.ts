import { isDuplicateKeyError } from "@/lib/db/errors";

/**
 * Runs an upsert, and once more when it lost a race: two upserts of the same new `_id` may both try to insert,
 * and the loser gets E11000 (MongoDB and FerretDB alike). The second try finds the winner's document and
 * updates it, which is what the caller asked for.
 */
export async function upsertRetryingRace<T>(upsert: () => Promise<T>): Promise<T> {
  try {
    return await upsert();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return upsert();
  }
}
