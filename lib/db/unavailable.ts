import { isDatabaseUnavailableError } from "@/lib/db/errors";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/errors/database-unavailable-digest";

export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;

  constructor(cause: unknown) {
    super("The database is not reachable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** Runs `work`; a database outage comes out as DatabaseUnavailableError, anything else unchanged. */
export async function markDatabaseOutage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isDatabaseUnavailableError(error) ? new DatabaseUnavailableError(error) : error;
  }
}
