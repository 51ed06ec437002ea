import type { Types } from "mongoose";
import type { Change, ChangeKind, ChangeOf } from "@/lib/services/changes/change";
import type { MailRequest } from "@/lib/services/changes/mail-request";
import type { MessageFanOut } from "@/lib/services/changes/message-fan-out";
import type { WebhookEvent } from "@/lib/services/changes/webhook-events";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import type { PassUpdate } from "@/lib/services/pass-updates/pass-update";

/**
 * What a change leads to outside its own write. `events` are announced to the merchant's webhooks and counted on
 * the overview (the overview counts what `tallyOfEvent` names); `passes` bring installed Apple and Google passes up
 * to date; `templates` do so for every program wearing the template; `mails` are e-mails composed when sent;
 * `messages` are messages to pass holders, fanned out when due (decision 047).
 */
export type Effects = {
  events: WebhookEvent[];
  passes: PassUpdate[];
  templates: { merchantId: string; templateId: string; boundProgramIds: string[]; at: Date }[];
  mails: MailRequest[];
  messages?: MessageFanOut[];
};

const NONE: Effects = { events: [], passes: [], templates: [], mails: [] };

/** What a member's pass shows of the member besides points: a change of one of these updates it. */
const MEMBER_FIELDS_ON_PASS = new Set(["firstName", "lastName", "status"]);

const str = (id: Types.ObjectId | string) => String(id);

function subjectUpdate(
  change: { merchantId: Types.ObjectId | string; at: Date },
  programId: string,
  subject: PassSubject,
  isVoided = false,
): PassUpdate {
  return {
    merchantId: str(change.merchantId),
    programId,
    target: { subject },
    ...(isVoided ? { voided: true } : {}),
    at: change.at,
  };
}

function programUpdate(
  change: ChangeOf<"program.updated" | "program.deleted">,
  isVoided = false,
): PassUpdate {
  return {
    merchantId: str(change.merchantId),
    programId: str(change.programId),
    target: { program: true },
    ...(isVoided ? { voided: true } : {}),
    at: change.at,
  };
}

/** Announced, counted, and nothing else. */
const announce = (change: { kind: ChangeKind; key: string; data: unknown }): Effects => ({
  ...NONE,
  events: [{ type: change.kind, key: change.key, data: change.data } as WebhookEvent],
});

/**
 * The offer is on the program's passes from its start to its end: publishing, editing or cancelling it updates
 * them now, and again when a scheduled start or end comes (those updates wait in the outbox until then). A draft
 * is on no pass.
 */
function offerPassUpdates(change: ChangeOf<"offer.changed">): PassUpdate[] {
  if (change.status === "DRAFT") return [];
  const update: PassUpdate = {
    merchantId: str(change.merchantId),
    programId: str(change.programId),
    target: { program: true },
    at: change.at,
  };
  if (change.status === "CANCELLED") return [update];
  const later = [change.startsAt, change.endsAt].filter(
    (boundary): boundary is Date => boundary !== null && boundary > change.at,
  );
  return [update, ...later.map((boundary) => ({ ...update, at: boundary, effectiveAt: boundary }))];
}

/** Every kind of change and its effects: the one place a new kind is added (with its test in effects.test.ts). */
const EFFECTS: { [Kind in ChangeKind]: (change: ChangeOf<Kind>) => Effects } = {
  "member.created": announce,
  "member.updated": (change) => ({
    ...announce(change),
    passes: change.data.changedFields.some((field) => MEMBER_FIELDS_ON_PASS.has(field))
      ? [subjectUpdate(change, change.data.programId, { kind: "member", id: change.data.memberId })]
      : [],
  }),
  "member.erased": (change) => ({
    ...announce(change),
    passes: [
      subjectUpdate(change, change.data.programId, { kind: "member", id: change.data.memberId }, true),
    ],
  }),
  // Points, tier and the offers the member can afford all follow from the ledger: one update per entry.
  "points.changed": (change) => ({
    ...announce(change),
    passes: [subjectUpdate(change, change.data.programId, { kind: "member", id: change.data.memberId })],
  }),
  "offer.redeemed": announce,
  "giftcard.issued": announce,
  "giftcard.redeemed": (change) => ({
    ...announce(change),
    passes: [subjectUpdate(change, change.data.programId, { kind: "giftcard", id: change.data.cardId })],
  }),
  "giftcard.reloaded": (change) => ({
    ...announce(change),
    passes: [subjectUpdate(change, change.data.programId, { kind: "giftcard", id: change.data.cardId })],
  }),
  "pass.installed": announce,
  "pass.removed": announce,
  "gdpr.erasure.completed": announce,
  "message.sent": announce,
  // The expiry is a ledger entry like any other: the member's pass shows the new balance.
  "points.expired": (change) => ({
    ...announce(change),
    passes: [subjectUpdate(change, change.data.programId, { kind: "member", id: change.data.memberId })],
  }),
  "message.created": (change) => ({
    ...NONE,
    messages: [{ merchantId: str(change.merchantId), messageId: change.messageId, dueAt: change.dueAt }],
  }),
  // New members hold no pass yet: announced and counted only.
  "members.imported": (change) => ({
    ...NONE,
    events: [
      ...change.members.map((member) => ({ type: "member.created" as const, ...member })),
      ...change.credits.map((credit) => ({ type: "points.changed" as const, ...credit })),
    ],
  }),
  "member.deleted": (change) => ({
    ...NONE,
    passes: [
      subjectUpdate(change, str(change.programId), { kind: "member", id: str(change.memberId) }, true),
    ],
  }),
  "giftcard.deleted": (change) => ({
    ...NONE,
    passes: [
      subjectUpdate(change, str(change.programId), { kind: "giftcard", id: str(change.cardId) }, true),
    ],
  }),
  // The pass keeps no name or message of the customer.
  "giftcard.erased": (change) => ({
    ...NONE,
    passes: [
      subjectUpdate(change, str(change.programId), { kind: "giftcard", id: str(change.cardId) }, true),
    ],
  }),
  // The passes show the program's name, points name, tiers and rules.
  "program.updated": (change) => ({ ...NONE, passes: [programUpdate(change)] }),
  // Every member's or card's pass is voided.
  "program.deleted": (change) => ({ ...NONE, passes: [programUpdate(change, true)] }),
  "offer.changed": (change) => ({ ...NONE, passes: offerPassUpdates(change) }),
  "template.changed": (change) => ({
    ...NONE,
    templates: [
      {
        merchantId: str(change.merchantId),
        templateId: str(change.templateId),
        boundProgramIds: change.boundProgramIds.map(str),
        at: change.at,
      },
    ],
  }),
  "card-link.requested": (change) => ({
    ...NONE,
    mails: [
      {
        merchantId: str(change.merchantId),
        compose: "card-link",
        subject: { kind: change.subject.kind, id: change.subject.id },
        reason: change.subject.reason,
        language: change.language,
      },
    ],
  }),
  "signup.submitted": (change) => ({
    ...NONE,
    mails: [
      {
        merchantId: null,
        compose: "signup-verification",
        pendingId: str(change.pendingId),
        submittedAt: change.submittedAt.toISOString(),
        language: change.language,
      },
    ],
  }),
  "marketing-confirmation.requested": (change) => ({
    ...NONE,
    mails: [
      {
        merchantId: str(change.merchantId),
        compose: "marketing-confirmation",
        memberId: str(change.memberId),
        language: change.language,
      },
    ],
  }),
  "erasure-code.requested": (change) => ({
    ...NONE,
    mails: [
      {
        merchantId: str(change.merchantId),
        compose: "erasure-code",
        memberId: str(change.memberId),
        language: change.language,
      },
    ],
  }),
  "password-reset.requested": (change) => ({
    ...NONE,
    mails: [
      { merchantId: null, compose: "password-reset", userId: str(change.userId), language: change.language },
    ],
  }),
  "team-invitation.sent": (change) => ({
    ...NONE,
    mails: [
      {
        merchantId: str(change.merchantId),
        compose: "team-invitation",
        invitationId: str(change.invitationId),
      },
    ],
  }),
  "webhook.disabled": (change) => ({
    ...NONE,
    mails: [
      {
        merchantId: str(change.merchantId),
        compose: "webhook-disabled",
        webhookId: str(change.webhookId),
        failingSince: change.failingSince.toISOString(),
      },
    ],
  }),
};

export function effectsOf(change: Change): Effects {
  const effectsOfKind = EFFECTS[change.kind] as (change: Change) => Effects;
  return effectsOfKind(change);
}
