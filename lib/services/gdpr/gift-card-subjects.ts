import type { ExportedTransaction } from "@/lib/schemas/gdpr";
import { eraseCard } from "@/lib/services/gdpr/erase-card";
import { findSubjectCards } from "@/lib/services/gdpr/find-subject-cards";
import { plural, type SubjectKind } from "@/lib/services/gdpr/subject-kinds";
import { toGiftCardDto, toLedgerEntryDto } from "@/lib/services/giftcards/gift-card-dto";
import { readLedger, type StoredCard, type StoredEntry } from "@/lib/services/giftcards/ledger";

export type ExportedCard = ReturnType<typeof toGiftCardDto> & {
  deleted: boolean;
  transactions: ExportedTransaction[];
};

/** The customer's copy of an entry: without the staff member or app key who made it (decision 053). */
const exportedTransactionOf = (entry: StoredEntry): ExportedTransaction => {
  const { actorUserId: _person, actorAppKeyId: _key, ...transaction } = toLedgerEntryDto(entry);
  return transaction;
};

async function exportCard(card: StoredCard, at: Date): Promise<ExportedCard> {
  const ledger = await readLedger(card._id);
  return {
    ...toGiftCardDto(
      card,
      ledger.entries.length > 0 ? ledger.balanceCents : (card.initialValueCents ?? 0),
      at,
    ),
    deleted: card.deletedAt !== null && card.deletedAt !== undefined,
    transactions: ledger.entries.map(exportedTransactionOf),
  };
}

/** Gift cards: customer fields on the card; number, amounts and ledger stay for bookkeeping. */
export const giftCardSubjects: SubjectKind<StoredCard, ExportedCard> = {
  name: "giftCards",
  affectedField: "affectedCards",
  exportKey: "cards",
  erasedStep: "card-erased",
  label: "gift card",
  count: (count) => plural(count, "gift card"),
  find: findSubjectCards,
  erase: ({ id, requestId, at }) => eraseCard({ cardId: id, requestId, at }),
  exportItems: (cards, at) => Promise.all(cards.map((card) => exportCard(card, at))),
};
