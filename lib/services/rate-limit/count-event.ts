import { connectToDatabase } from "@/lib/db/connect";
import { CountedEvent } from "@/lib/db/models/counted-event";

const PURGE_EVERY_N_EVENTS = 200;
let eventsSincePurge = 0;

/** FerretDB has no TTL index: every so many inserts, rows past their expiry are deleted. */
function purgeNowAndThen() {
  if (++eventsSincePurge < PURGE_EVERY_N_EVENTS) return;
  eventsSincePurge = 0;
  void CountedEvent.deleteMany({ expiresAt: { $lt: new Date() } }).catch(() => undefined);
}

/**
 * Records one event under `key` and answers how many the key holds now, this one included. Under
 * concurrency the n-th insert always sees at least n, so a limit checked on the answer is never exceeded.
 */
export async function recordAndCountEvent({
  key,
  expiresAt,
}: {
  key: string;
  expiresAt: Date;
}): Promise<number> {
  return (await recordEvent({ key, expiresAt })).count;
}

/** As recordAndCountEvent, also answering the inserted row's id, so an event can be taken back. */
export async function recordEvent({ key, expiresAt }: { key: string; expiresAt: Date }) {
  await connectToDatabase();
  const event = await CountedEvent.create({ key, expiresAt });
  purgeNowAndThen();
  return { id: event._id, count: await CountedEvent.countDocuments({ key }) };
}

/**
 * Records one event under `key` at `at` (kept for `windowMs`) and answers when each of the key's events still
 * within the window — this one included — leaves it, soonest first. Read by the key alone and filtered in code
 * (the key's rows are few: at most a limit's worth, plus expired rows the purge has not reached).
 */
export async function recordWindowedEvent({
  key,
  at,
  windowMs,
}: {
  key: string;
  at: number;
  windowMs: number;
}) {
  await connectToDatabase();
  const event = await CountedEvent.create({ key, expiresAt: new Date(at + windowMs) });
  purgeNowAndThen();
  return { id: event._id, expiries: await windowedExpiries(key, at) };
}

/** When each of the key's events still within the window at `at` leaves it, soonest first. */
export async function windowedExpiries(key: string, at: number): Promise<number[]> {
  const rows = await CountedEvent.find({ key }, { expiresAt: 1 }).lean();
  return rows
    .map((row) => row.expiresAt.getTime())
    .filter((expiry) => expiry > at)
    .sort((a, b) => a - b);
}

/** Takes back events that turned out not to count (a sign-in attempt that succeeded). By `_id` alone. */
export async function forgetEvents(ids: unknown[]): Promise<void> {
  await Promise.all(ids.map((id) => CountedEvent.deleteOne({ _id: id })));
}
