import type { Types } from "mongoose";
import { insertUnordered } from "@/lib/db/insert-unordered";
import type { OutboxStore } from "@/lib/outbox/store";
import type { StoredOutboxMessage } from "@/lib/outbox/types";

/** A worker that holds a claim longer than this is taken to have died mid-attempt. */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** How many attempts past a message's own a claim goes looking when each was held by a dead worker. */
const MAX_TAKEN_OVER = 50;

export const claimIdOf = (messageId: unknown, attempt: number) => `${String(messageId)}:attempt:${attempt}`;

/**
 * Claims the current attempt of each message by inserting `<id>:attempt:<n>` — all of them in one unordered
 * insert; of any number of workers that try the same attempt, exactly one insert succeeds (the unique `_id`).
 * For each that clashed, the claims found are read in one command: one held past the lease (its worker died
 * before recording the outcome) makes attempt n count as failed, and n + 1 is tried the same way in the next
 * round; one within its lease means another worker is on it. Answers the attempt won per message id; a message
 * another worker has is left out.
 */
export async function claimAttempts(
  store: OutboxStore,
  messages: StoredOutboxMessage[],
  now: Date,
): Promise<Map<string, number>> {
  const won = new Map<string, number>();
  let tries = messages.map((message) => ({ message, attempt: message.attempt }));
  while (tries.length > 0) {
    const clashed = await insertUnordered(
      store.claims.collection,
      tries.map(({ message, attempt }) => ({
        _id: claimIdOf(message._id, attempt),
        messageId: message._id,
        claimedAt: now,
      })),
    );
    const lost = tries.filter((_, index) => clashed.has(index));
    for (const [index, { message, attempt }] of tries.entries())
      if (!clashed.has(index)) won.set(String(message._id), attempt);
    if (lost.length === 0) break;
    const held = await store.claims
      .find({ _id: { $in: lost.map(({ message, attempt }) => claimIdOf(message._id, attempt)) } })
      .lean();
    const heldSince = new Map(held.map((claim) => [claim._id, claim.claimedAt.getTime()]));
    tries = lost.flatMap(({ message, attempt }) => {
      const since = heldSince.get(claimIdOf(message._id, attempt));
      if (since !== undefined && now.getTime() - since < CLAIM_LEASE_MS) return [];
      // Past its lease, or released meanwhile (finished by its worker: the re-read after the claim sees that).
      return attempt + 1 <= message.attempt + MAX_TAKEN_OVER ? [{ message, attempt: attempt + 1 }] : [];
    });
  }
  return won;
}

/**
 * Deletes finished messages and then their claims: one command each, a statement per message (an equality the
 * embedded database narrows by its index, where `$in` would read the collection whole). In that order: a worker
 * that wins a claim after the release re-reads the message, finds it gone and sends nothing.
 */
export async function deleteFinished(store: OutboxStore, messageIds: Types.ObjectId[]): Promise<void> {
  if (messageIds.length === 0) return;
  await store.messages.bulkWrite(
    messageIds.map((_id) => ({ deleteOne: { filter: { _id } } })),
    { ordered: false },
  );
  await store.claims.bulkWrite(
    messageIds.map((messageId) => ({ deleteMany: { filter: { messageId } } })),
    { ordered: false },
  );
}
