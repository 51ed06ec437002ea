import type { z } from "zod";
import { type Clock, systemClock } from "@/lib/clock";
import { GdprRequest } from "@/lib/db/models/gdpr-request";
import type { ExportRequestInput, exportResponseSchema } from "@/lib/schemas/gdpr";
import type { Requester } from "@/lib/services/gdpr/erase-customer-data";
import { findSubjectCards } from "@/lib/services/gdpr/find-subject-cards";
import { resolveSubject } from "@/lib/services/gdpr/resolve-subject";
import { toGiftCardDto, toLedgerEntryDto } from "@/lib/services/giftcards/gift-card-dto";
import { readLedger } from "@/lib/services/giftcards/ledger";

/** The export as the API answers it (JSON): the types follow the documented response schema. */
export type CustomerExport = z.output<typeof exportResponseSchema>;
export type ExportedCard = CustomerExport["cards"][number];

/**
 * POST /v2/giftcards/gdpr/export: the person's cards with their transactions (Art. 15/20), found by the
 * same rules as an erasure and recorded in the same audit trail.
 */
export async function exportCustomerData({
  merchantId,
  requester,
  query,
  input,
  now = systemClock,
}: {
  merchantId: string;
  requester: Requester;
  query: { programId?: string | null; cardId?: string | null };
  input: ExportRequestInput;
  now?: Clock;
}): Promise<CustomerExport> {
  const subject = await resolveSubject({ merchantId, ...query, ...input, body: input });
  const at = now();
  const cards = await findSubjectCards({ merchantId, subject });
  const exported = await Promise.all(
    cards.map(async (card) => {
      const ledger = await readLedger(card._id);
      return {
        ...toGiftCardDto(
          card,
          ledger.entries.length > 0 ? ledger.balanceCents : (card.initialValueCents ?? 0),
          at,
        ),
        deleted: card.deletedAt !== null && card.deletedAt !== undefined,
        transactions: ledger.entries.map(toLedgerEntryDto),
      };
    }),
  );
  const request = await GdprRequest.create({
    merchantId,
    kind: "export",
    status: cards.length > 0 ? "completed" : "no_match",
    requestedBy: requester,
    scope: { programId: subject.programId, cardId: subject.cardId },
    subject: { emailHash: subject.emailHash, customerIdHash: subject.customerIdHash },
    identifiedBy: subject.identifiedBy,
    reason: input.reason?.trim() || null,
    format: input.format,
    affectedCards: cards.map((card) => card._id),
    message: `Exported ${cards.length} gift card${cards.length === 1 ? "" : "s"}`,
    completedAt: at,
  });
  return { requestId: String(request._id), exportedAt: at.toISOString(), cards: exported };
}
