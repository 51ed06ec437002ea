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
  await connectToDatabase();
  await CountedEvent.create({ key, expiresAt });
  if (++eventsSincePurge >= PURGE_EVERY_N_EVENTS) {
    eventsSincePurge = 0;
    void CountedEvent.deleteMany({ expiresAt: { $lt: new Date() } }).catch(() => undefined);
  }
  return CountedEvent.countDocuments({ key });
}
