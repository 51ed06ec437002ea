/** Injectable time: services take `now` so tests can move the clock instead of waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** A stored date as the API writes it (ISO 8601 UTC), or null when there is none. */
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
