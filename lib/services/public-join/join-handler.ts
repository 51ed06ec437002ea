import type { OutboxHandler } from "@/lib/outbox/types";
import { carryOutPublicJoin } from "@/lib/services/public-join/carry-out-join";
import type { PublicJoinPayload } from "@/lib/services/public-join/join-payload";

/**
 * Outbox kind `public-join`: carries out a join the join page accepted. Retried for an hour at most (the row holds
 * the person's details, which should not wait in the outbox for days); the join is then lost, as one the program
 * stopped taking is, and the person can join again.
 */
export const publicJoinHandler: OutboxHandler = {
  retry: { baseDelayMs: 5_000, maxDelayMs: 300_000, giveUpAfterMs: 3_600_000 },
  async deliver(message) {
    await carryOutPublicJoin(message.payload as PublicJoinPayload);
    return { ok: true };
  },
};
