import { setTimeout as sleep } from "node:timers/promises";
import type { Types } from "mongoose";
import { isDuplicateKeyError } from "@/lib/db/errors";
import type { GiftCardDocument } from "@/lib/db/models/gift-card";
import { GiftCardEntry, type GiftCardEntryDocument } from "@/lib/db/models/gift-card-entry";
import { ServiceError } from "@/lib/errors/api-error";
import { GIFT_CARD_ERROR_CODES } from "@/lib/schemas/giftcard";

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

/** What a writer wants to append, decided from the current state; throwing refuses the change. */
export type EntryPlan = (state: LedgerState) => { kind: "issue" | "redeem" | "reload"; amountCents: number };

const MAX_ATTEMPTS = 60;

/**
 * Appends one entry as `last + 1`. A concurrent writer that took the same sequence makes the insert fail
 * with E11000; the loser re-reads the ledger and decides again, so a balance can never be overdrawn by
 * two writers that both saw the old balance, and no accepted change is lost.
 */
export async function appendLedgerEntry({ card, plan }: { card: StoredCard; plan: EntryPlan }) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const state = await ensureIssued(card, await readLedger(card._id));
    const { kind, amountCents } = plan(state);
    try {
      const [entry] = await GiftCardEntry.insertMany([
        {
          merchantId: card.merchantId,
          programId: card.programId,
          cardId: card._id,
          bucket: card.bucket,
          bucketKey: card.bucketKey,
          sequence: state.lastSequence + 1,
          kind,
          amountCents,
          balanceAfterCents: state.balanceCents + amountCents,
        },
      ]);
      return { entry: (entry as unknown as { toObject: () => StoredEntry }).toObject(), state };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Spread the retries of many racing writers a little, so each round lets one through quickly.
      await sleep(Math.floor(Math.random() * 4 * attempt));
    }
  }
  throw new ServiceError("LEDGER_BUSY", GIFT_CARD_ERROR_CODES.LEDGER_BUSY, 409);
}

/**
 * The issue entry is written right after the card; a crash between the two leaves a card without one,
 * which the next reader repairs (the unique sequence makes a concurrent repair harmless).
 */
export async function ensureIssued(card: StoredCard, state: LedgerState): Promise<LedgerState> {
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
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  return readLedger(card._id);
}
