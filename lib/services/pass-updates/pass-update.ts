import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";

/**
 * Something a pass shows has changed. `subject` is one member or card; `program` means every pass of the
 * program (an offer went live or was cancelled, the program's design changed). `voided` when the member or
 * card was erased or deleted: the pass is voided and loses its personal data.
 */
export type PassUpdate = {
  merchantId: string;
  programId: string;
  target: { subject: PassSubject } | { program: true };
  voided?: boolean;
  /** When the change happened; the same change written again with its time is one update. */
  at: Date;
  /** A change that takes effect later (a scheduled offer going live): the updates are sent then. */
  effectiveAt?: Date;
};
