import type { Language } from "@/lib/i18n/language";
import { memberOpenedByCard } from "@/lib/services/card-self-service/card-member";
import { recordChange } from "@/lib/services/changes/record-change";
import { consumeRateLimit } from "@/lib/services/rate-limit/consume-rate-limit";

/** How often a member's deletion code is e-mailed: a few an hour, so a card link cannot flood the mailbox. */
export const ERASURE_CODE_MAIL_LIMIT = { name: "erasure-code-mail", limit: 3, windowSeconds: 3600 } as const;

/**
 * "Delete my card and data", first step: the code that confirms it goes to the member's own e-mail (through the
 * outbox; the code is made when the e-mail is sent). Beyond a few an hour nothing more is sent and the answer is
 * the same. A member without an e-mail gets nothing (the composer finds no address): the merchant erases them.
 */
export async function requestErasureCode({ token, language }: { token: string; language: Language }) {
  const member = await memberOpenedByCard(token);
  const memberId = String(member._id);
  const outcome = await consumeRateLimit({ rule: ERASURE_CODE_MAIL_LIMIT, clientKey: `member:${memberId}` });
  if (!outcome.isAllowed) return;
  await recordChange({ kind: "erasure-code.requested", merchantId: member.merchantId, memberId, language });
}
