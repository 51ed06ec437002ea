import type { Clock } from "@/lib/clock";
import type { ExportRequestInput } from "@/lib/schemas/gdpr";
import type { Requester } from "@/lib/services/gdpr/erase-subject-data";
import { exportSubjectData } from "@/lib/services/gdpr/export-subject-data";
import type { ExportedCard } from "@/lib/services/gdpr/gift-card-subjects";

export type { ExportedCard };

export type CustomerExport = { requestId: string; exportedAt: string; cards: ExportedCard[] };

/** POST /v2/giftcards/gdpr/export: the shared export reaching gift cards only, answered as before members. */
export async function exportCustomerData(options: {
  merchantId: string;
  requester: Requester;
  query: { programId?: string | null; cardId?: string | null };
  input: ExportRequestInput;
  now?: Clock;
}): Promise<CustomerExport> {
  const { requestId, exportedAt, cards } = await exportSubjectData({ ...options, covers: ["giftCards"] });
  return { requestId, exportedAt, cards };
}
