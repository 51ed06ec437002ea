import type { Types } from "mongoose";
import type { Language } from "@/lib/i18n/language";
import type { CardLinkReason } from "@/lib/mail/card-link-email";
import type { GiftCardLinkReason } from "@/lib/mail/gift-card-link-email";
import type { OfferStatus } from "@/lib/schemas/offer";
import type { WebhookEventType } from "@/lib/schemas/webhook";
import type { WebhookEventData } from "@/lib/schemas/webhook-events";

type Id = Types.ObjectId | string;

/**
 * A change the merchant's webhooks announce, carrying its event's data. `key` identifies the change (the ledger
 * entry's id, the member's id…): recording the same change again, as a retried or resumed step does, has no
 * further effect.
 */
type Announced<Kind extends WebhookEventType> = {
  kind: Kind;
  merchantId: Id;
  key: string;
  data: WebhookEventData<Kind>;
  at: Date;
};

type OfProgram<Kind extends string> = { kind: Kind; merchantId: Id; programId: Id; at: Date };

/** What can happen in the service; `lib/services/changes/effects.ts` says what each one leads to. */
export type Change =
  | Announced<"member.created">
  | Announced<"member.updated">
  | Announced<"member.erased">
  | Announced<"points.changed">
  | Announced<"offer.redeemed">
  | Announced<"giftcard.issued">
  | Announced<"giftcard.redeemed">
  | Announced<"giftcard.reloaded">
  | Announced<"pass.installed">
  | Announced<"pass.removed">
  | Announced<"gdpr.erasure.completed">
  /** A message to pass holders finished its fan-out: every push and Google call is queued (decision 047). */
  | Announced<"message.sent">
  /** A member's points reached the program's `pointsExpiryDays` and were written off (decision 049). */
  | Announced<"points.expired">
  /** A message to pass holders was stored: its fan-out waits in the outbox until `dueAt` (decision 047). */
  | { kind: "message.created"; merchantId: Id; messageId: string; dueAt: Date }
  /** A member import's batch: its members and their opening credits, announced and counted in bulk. */
  | {
      kind: "members.imported";
      merchantId: Id;
      /** The batch: its first member's id and its size (a retry imports other rows, hence another key). */
      key: string;
      members: { key: string; data: WebhookEventData<"member.created"> }[];
      credits: { key: string; data: WebhookEventData<"points.changed"> }[];
      at: Date;
    }
  | (OfProgram<"member.deleted"> & { memberId: Id })
  | (OfProgram<"giftcard.deleted"> & { cardId: Id })
  | (OfProgram<"giftcard.erased"> & { cardId: Id })
  /** The program's settings changed (name, points, tiers, rules, design…). */
  | OfProgram<"program.updated">
  | OfProgram<"program.deleted">
  /** An offer was published, edited, cancelled or deleted: the program's passes list its live offers. */
  | (OfProgram<"offer.changed"> & { status: OfferStatus; startsAt: Date | null; endsAt: Date | null })
  /** A template's look changed (fields, colours, images, binding) or it was deleted. */
  | {
      kind: "template.changed";
      merchantId: Id;
      templateId: Id;
      /** The programs it is bound to now or was bound to before the change (they wear it by default). */
      boundProgramIds: Id[];
      at: Date;
    }
  /** A member's or gift card's own page is to be e-mailed to its holder (with a fresh link). */
  | {
      kind: "card-link.requested";
      merchantId: Id;
      subject:
        | { kind: "member"; id: string; reason: CardLinkReason }
        | { kind: "giftcard"; id: string; reason: GiftCardLinkReason };
      language: Language;
    }
  /** A member asked for marketing on the join page: the link that confirms it goes to their e-mail (decision 042). */
  | { kind: "marketing-confirmation.requested"; merchantId: Id; memberId: Id; language: Language }
  /** A member asked on their card page to delete it: a code to confirm goes to their e-mail (decision 042). */
  | { kind: "erasure-code.requested"; merchantId: Id; memberId: Id; language: Language }
  /** `submittedAt`: the submission's time, which the pending row keeps until the next one replaces it. */
  | { kind: "signup.submitted"; pendingId: Id; submittedAt: Date; language: Language }
  | { kind: "password-reset.requested"; userId: Id; language: Language }
  /** A team invitation is to be e-mailed (created or resent) with a fresh link (decision 053). */
  | { kind: "team-invitation.sent"; merchantId: Id; invitationId: Id }
  /** Every delivery to an endpoint failed for days: it was disabled, and its merchant's owner is told. */
  | { kind: "webhook.disabled"; merchantId: Id; webhookId: Id; failingSince: Date };

export type ChangeKind = Change["kind"];
export type ChangeOf<Kind extends ChangeKind> = Extract<Change, { kind: Kind }>;
