import type { Language } from "@/lib/i18n/language";
import type { CardLinkReason } from "@/lib/mail/card-link-email";
import type { GiftCardLinkReason } from "@/lib/mail/gift-card-link-email";
import type { MailMessage } from "@/lib/mail/send-mail";

/**
 * What an outbox row of kind `mail` holds: which e-mail to compose when it is sent, and from what. Secrets the
 * e-mail carries (a card link's token, a verification code, a reset link) are made by the composer when it sends,
 * so they are never stored anywhere but in their hashed form — not even in the outbox (decision 013). A rendered
 * message without secrets (`MailMessage`) is sent as it is.
 */
export type MailPayload =
  | {
      compose: "card-link";
      subject: { kind: "member" | "giftcard"; id: string };
      reason: CardLinkReason | GiftCardLinkReason;
      language: Language;
      /** Names the link this e-mail carries (decision 033); absent in rows written before. */
      linkId?: string;
    }
  | { compose: "signup-verification"; pendingId: string; submittedAt: string; language: Language }
  | { compose: "password-reset"; userId: string; language: Language }
  /** The link that confirms marketing consent asked for on the join page (decision 042); its token made when sent. */
  | { compose: "marketing-confirmation"; memberId: string; language: Language }
  /** The code that confirms a member's own deletion on their card page (decision 042); made when sent. */
  | { compose: "erasure-code"; memberId: string; language: Language }
  | { compose: "webhook-disabled"; webhookId: string; failingSince: string }
  /** A team invitation's link (decision 053); its token made when sent, in the invitation's language. */
  | { compose: "team-invitation"; invitationId: string };

export type MailCompose = MailPayload["compose"];

/**
 * Composes one e-mail when its row is sent: null when there is nothing (left) to send (the account, member or
 * card is gone). Runs again on a retry, so anything it creates (a token) must be safe to create twice.
 */
export type MailComposers = {
  [Compose in MailCompose]: (
    payload: Extract<MailPayload, { compose: Compose }>,
  ) => Promise<MailMessage | null>;
};
