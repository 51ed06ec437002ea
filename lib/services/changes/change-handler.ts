import type { OutboxHandler } from "@/lib/outbox/types";
import type { Change } from "@/lib/services/changes/change";
import { writeOutwardEffects } from "@/lib/services/changes/record-change";

/** The payload of a `change` outbox row: the change as recorded. */
export type ChangeOutboxPayload = { change: Change };

/**
 * Outbox kind `change` (decision 059): the outward effects of a change recorded with `isOutwardLater` — its
 * webhook events, pass updates, e-mails — written now, keyed as `recordChange` keys them, so a repeat after a
 * crash adds nothing. The rows it writes are sent by their own handlers.
 */
export const changeEffectsHandler: OutboxHandler = {
  retry: { baseDelayMs: 1_000, maxDelayMs: 5 * 60_000, giveUpAfterMs: 7 * 24 * 3_600_000 },
  async deliver(message) {
    const { change } = message.payload as ChangeOutboxPayload;
    // Stored as BSON, read back as is; a moment may come back as a string from an older driver's copy.
    const at = "at" in change ? { at: new Date(change.at) } : {};
    await writeOutwardEffects({ ...change, ...at } as Change);
    return { ok: true };
  },
};
