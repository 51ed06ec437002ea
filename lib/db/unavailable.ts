import { isDatabaseUnavailableError } from "@/lib/db/errors";

/**
 * Next replaces a server error's message with a hash before it reaches the browser, but keeps a `digest`
 * the error already has: this one lets the dashboard's error boundary tell "database down" apart.
 */
export const DATABASE_UNAVAILABLE_DIGEST = "DATABASE_UNAVAILABLE";

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
