import type { Types } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";
import type { GiftCardDocument } from "@/lib/db/models/gift-card";
import { GiftCardEntry, type GiftCardEntryDocument } from "@/lib/db/models/gift-card-entry";
import { ServiceError } from "@/lib/errors/api-error";
import { GIFT_CARD_ERROR_CODES } from "@/lib/schemas/giftcard";
import { appendSequenced } from "@/lib/services/ledger/append-sequenced";

export type StoredCard = GiftCardDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export type StoredEntry = GiftCardEntryDocument & { _id: Types.ObjectId; createdAt: Date };

export type LedgerState = { entries: StoredEntry[]; lastSequence: number; balanceCents: number };

/** Balance = the sum of the entries, in integer minor units. */
export function ledgerStateOf(entries: StoredEntry[]): LedgerState {
  const sorted = [...entries].sort((a, b) => a.sequence - b.sequence);
  const balanceCents = sorted.reduce((sum, entry) => sum + entry.amountCents, 0);
  return { entries: sorted, lastSequence: sorted.at(-1)?.sequence ?? 0, balanceCents };
}

export async function readLedger(cardId: Types.ObjectId | string): Promise<LedgerState> {
  return ledgerStateOf(await GiftCardEntry.find({ cardId }).lean<StoredEntry[]>());
}

/** Who made an entry (decision 053): the person (an app key's creator) and the app key; null: none acted. */
export type EntryActor = { actorUserId: string | null; actorAppKeyId: string | null };
export const NO_ACTOR: EntryActor = { actorUserId: null, actorAppKeyId: null };

/** What a writer wants to append, decided from the current state; throwing refuses the change. */
export type EntryPlan = (state: LedgerState) => {
  kind: "issue" | "redeem" | "reload";
  amountCents: number;
  /** Issue 30: where it happened (a location `locationOfEntry` checked). */
  locationId?: Types.ObjectId | null;
  actor?: EntryActor;
};

/**
 * Appends one entry as `last + 1` through the shared append loop (lib/services/ledger/append-sequenced): a
 * concurrent writer that took the same sequence makes the insert fail with E11000 and the loser re-reads and
 * decides again, so a balance can never be overdrawn by two writers that both saw the old balance.
 */
export async function appendLedgerEntry({ card, plan }: { card: StoredCard; plan: EntryPlan }) {
  const { entry, state } = await appendSequenced({
    read: async () => ensureIssued(card, await readLedger(card._id)),
    write: async (current) => {
      const { kind, amountCents, locationId = null, actor = NO_ACTOR } = plan(current);
      const [inserted] = await GiftCardEntry.insertMany([
        {
          merchantId: card.merchantId,
          programId: card.programId,
          cardId: card._id,
          bucket: card.bucket,
          bucketKey: card.bucketKey,
          sequence: current.lastSequence + 1,
          kind,
          amountCents,
          balanceAfterCents: current.balanceCents + amountCents,
          locationId,
          ...actor,
        },
      ]);
      return (inserted as unknown as { toObject: () => StoredEntry }).toObject();
    },
    busy: () => new ServiceError("LEDGER_BUSY", GIFT_CARD_ERROR_CODES.LEDGER_BUSY, 409),
  });
  return { entry: entry as StoredEntry, state };
}

/**
 * The issue entry is written right after the card; a crash between the two leaves a card without one,
 * which the next reader repairs (the unique sequence makes a concurrent repair harmless). The issuer is
 * `actor`; a repair by a reader names none.
 */
export async function ensureIssued(
  card: StoredCard,
  state: LedgerState,
  actor: EntryActor = NO_ACTOR,
): Promise<LedgerState> {
  if (state.entries.some((entry) => entry.sequence === 1) || card.initialValueCents === null) return state;
  try {
    await GiftCardEntry.create({
      merchantId: card.merchantId,
      programId: card.programId,
      cardId: card._id,
      bucket: card.bucket,
      bucketKey: card.bucketKey,
      sequence: 1,
      kind: "issue",
      amountCents: card.initialValueCents,
      balanceAfterCents: card.initialValueCents,
      ...actor,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  return readLedger(card._id);
}
