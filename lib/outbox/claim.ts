import type { Types } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";
import { OutboxClaim } from "@/lib/db/models/outbox-claim";
import type { StoredOutboxMessage } from "@/lib/outbox/types";

/** A worker that holds a claim longer than this is taken to have died mid-attempt. */
export const CLAIM_LEASE_MS = 2 * 60_000;

export const claimIdOf = (messageId: unknown, attempt: number) => `${String(messageId)}:attempt:${attempt}`;

/**
 * Claims the message's current attempt by inserting `<id>:attempt:<n>`; exactly one of any number of
 * workers succeeds. If attempt n is claimed by a worker that has held it past the lease (it died before
 * recording the outcome), n counts as failed and the next number is tried the same way. Returns the
 * attempt number won, or null when another worker is on it.
 */
export async function claimAttempt(
  message: StoredOutboxMessage,
  now: Date,
  maxAttempt = message.attempt + 50,
): Promise<number | null> {
  for (let attempt = message.attempt; attempt <= maxAttempt; attempt++) {
    try {
      await OutboxClaim.create({
        _id: claimIdOf(message._id, attempt),
        messageId: message._id,
        claimedAt: now,
      });
      return attempt;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await OutboxClaim.findById(claimIdOf(message._id, attempt)).lean();
      if (existing && now.getTime() - existing.claimedAt.getTime() < CLAIM_LEASE_MS) return null;
    }
  }
  return null;
}

export async function releaseClaims(messageId: Types.ObjectId): Promise<void> {
  await OutboxClaim.deleteMany({ messageId });
}
