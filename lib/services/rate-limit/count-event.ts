import { connectToDatabase } from "@/lib/db/connect";
import { CountedEvent } from "@/lib/db/models/counted-event";

const PURGE_EVERY_N_EVENTS = 200;
let eventsSincePurge = 0;

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
  if (++eventsSincePurge >= PURGE_EVERY_N_EVENTS) {
    eventsSincePurge = 0;
    void CountedEvent.deleteMany({ expiresAt: { $lt: new Date() } }).catch(() => undefined);
  }
  return { id: event._id, count: await CountedEvent.countDocuments({ key }) };
}

/** Takes back events that turned out not to count (a sign-in attempt that succeeded). By `_id` alone. */
export async function forgetEvents(ids: unknown[]): Promise<void> {
  await Promise.all(ids.map((id) => CountedEvent.deleteOne({ _id: id })));
}
