import type { Clock } from "@/lib/clock";
import type { ErasureQuery, ErasureRequestInput, ErasureResult } from "@/lib/schemas/gdpr";
import type { ErasureStepHook } from "@/lib/services/gdpr/advance-erasure";
import { eraseSubjectData, type Requester } from "@/lib/services/gdpr/erase-subject-data";
import { toErasureResult } from "@/lib/services/gdpr/gdpr-record-dto";

export type { Requester };

/** POST /v2/giftcards/gdpr/erasure: the shared erasure reaching gift cards only, answered as before members. */
export async function eraseCustomerData(options: {
  merchantId: string;
  requester: Requester;
  query: ErasureQuery;
  input: ErasureRequestInput;
  now?: Clock;
  afterStep?: ErasureStepHook;
}): Promise<ErasureResult> {
  return toErasureResult(await eraseSubjectData({ ...options, covers: ["giftCards"] }));
}
