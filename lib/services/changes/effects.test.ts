import { Types } from "mongoose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { GoogleWalletObject } from "@/lib/db/models/google-wallet-object";
import { OutboxMessage } from "@/lib/db/models/outbox-message";
import { OverviewTally } from "@/lib/db/models/overview-tally";
import { Webhook } from "@/lib/db/models/webhook";
import { issueGiftCardSchema } from "@/lib/schemas/giftcard";
import { WEBHOOK_EVENT_TYPES } from "@/lib/schemas/webhook";
import type { Change, ChangeKind } from "@/lib/services/changes/change";
import { recordChange } from "@/lib/services/changes/record-change";
import { issueGiftCard } from "@/lib/services/giftcards/issue-gift-card";
import { googleObjectIdOf, type PassSubject, passSerialOf } from "@/lib/services/pass-updates/pass-identity";
import { merchantWithToken } from "@/lib/testing/accounts";
import { giftCardProgram } from "@/lib/testing/giftcards";
import { startGoogleWalletStandIn } from "@/lib/testing/google-wallet-stand-in";
import { joinedMember, loyaltyProgram } from "@/lib/testing/members";

// Google is configured for the service (a stand-in on 127.0.0.1, never called here): its patches are written.
const google = await startGoogleWalletStandIn();
Object.assign(process.env, google.env);

type Effect = "webhook" | "overview" | "apple" | "google" | "mail" | "message";

/**
 * Every kind of change and every effect it must reach — for a merchant with a webhook subscribed to every event,
 * and a member and a gift card whose passes are in an iPhone's and in Google Wallet. `Record<ChangeKind, …>`: a
 * new kind of change does not compile until it is listed here (and made below).
 */
const REACHES: Record<ChangeKind, Effect[]> = {
  "member.created": ["webhook", "overview"],
  "member.updated": ["webhook", "apple", "google"],
  "member.erased": ["webhook", "apple", "google"],
  "member.deleted": ["apple", "google"],
  "members.imported": ["webhook", "overview"],
  "points.changed": ["webhook", "overview", "apple", "google"],
  "offer.redeemed": ["webhook", "overview"],
  "offer.changed": ["apple", "google"],
  "giftcard.issued": ["webhook", "overview"],
  "giftcard.redeemed": ["webhook", "overview", "apple", "google"],
  "giftcard.reloaded": ["webhook", "overview", "apple", "google"],
  "giftcard.deleted": ["apple", "google"],
  "giftcard.erased": ["apple", "google"],
  "program.updated": ["apple", "google"],
  "program.deleted": ["apple", "google"],
  "template.changed": ["apple", "google"],
  "pass.installed": ["webhook", "overview"],
  "pass.removed": ["webhook", "overview"],
  "gdpr.erasure.completed": ["webhook"],
  "card-link.requested": ["mail"],
  "signup.submitted": ["mail"],
  "password-reset.requested": ["mail"],
  "erasure-code.requested": ["mail"],
  "marketing-confirmation.requested": ["mail"],
  "webhook.disabled": ["mail"],
  "team-invitation.sent": ["mail"],
  "message.sent": ["webhook"],
  "message.created": ["message"],
  "points.expired": ["webhook", "apple", "google"],
};

let merchantId: string;
let programId: string;
let giftProgramId: string;
let member: { id: string; memberNumber: string };
let card: { id: string };

beforeAll(async () => {
  const owner = await merchantWithToken("Effects Café");
  merchantId = owner.merchantId;
  programId = (await loyaltyProgram(merchantId)).id;
  giftProgramId = (await giftCardProgram(merchantId)).id;
  member = await joinedMember(merchantId, programId, { email: "ada@example.com" });
  card = await issueGiftCard({
    merchantId,
    programId: giftProgramId,
    input: issueGiftCardSchema.parse({ initialValue: "20.00" }),
  });
  await Webhook.create({
    merchantId,
    url: "https://hooks.example.com/in",
    events: [...WEBHOOK_EVENT_TYPES],
    secret: "s",
  });
  // Both passes are installed on an iPhone and saved in Google Wallet.
  const passes: [PassSubject, string][] = [
    [{ kind: "member", id: member.id }, programId],
    [{ kind: "giftcard", id: card.id }, giftProgramId],
  ];
  for (const [subject, ofProgram] of passes) {
    const serialNumber = passSerialOf(subject);
    await ApplePassRegistration.create({
      _id: `device-1:pass.com.example:${serialNumber}`,
      deviceLibraryIdentifier: "device-1",
      passTypeIdentifier: "pass.com.example",
      serialNumber,
      pushToken: "a".repeat(64),
      merchantId,
      programId: ofProgram,
      installedSince: new Date(),
    });
    await GoogleWalletObject.create({
      _id: googleObjectIdOf(google.env.GOOGLE_WALLET_ISSUER_ID, subject),
      issuerId: google.env.GOOGLE_WALLET_ISSUER_ID,
      merchantId,
      programId: ofProgram,
      subjectKind: subject.kind,
      subjectId: subject.id,
    });
  }
});

afterAll(() => google.close());

// Only what the change under test writes is looked at.
beforeEach(async () => {
  await OutboxMessage.deleteMany({});
  await OverviewTally.deleteMany({ merchantId });
});

async function effectsReached(): Promise<Effect[]> {
  const rows = await OutboxMessage.find({}, { kind: 1 }).lean();
  const kinds = new Set(rows.map((row) => row.kind));
  const reached: Effect[] = [];
  if (kinds.has("webhook-event") || kinds.has("webhook-event-batch")) reached.push("webhook");
  if ((await OverviewTally.countDocuments({ merchantId })) > 0) reached.push("overview");
  if (kinds.has("apns")) reached.push("apple");
  if (kinds.has("google")) reached.push("google");
  if (kinds.has("mail")) reached.push("mail");
  if (kinds.has("message")) reached.push("message");
  return reached;
}

const at = () => new Date();
const iso = () => new Date().toISOString();
const memberData = () => ({
  memberId: member.id,
  programId,
  memberNumber: member.memberNumber,
  externalId: null,
  status: "active",
  createdAt: iso(),
  updatedAt: iso(),
});
const cardData = () => ({
  cardId: card.id,
  programId: giftProgramId,
  lastFourDigits: "1234",
  currency: "EUR",
  balance: "15.00",
});
const pointsData = (source: "scan" | "rule" | "import" = "scan") => ({
  memberId: member.id,
  programId,
  delta: 10,
  balance: 10,
  source,
  reason: null,
  at: iso(),
});
const key = () => new Types.ObjectId().toHexString();
const passData = () => ({
  passId: passSerialOf({ kind: "member", id: member.id }),
  programId,
  memberId: member.id,
  wallet: "apple" as const,
  at: iso(),
});

/** One change of each kind, as the service that makes it records it. */
const EXAMPLES: { [Kind in ChangeKind]: () => Extract<Change, { kind: Kind }> } = {
  "member.created": () => ({ kind: "member.created", merchantId, key: key(), data: memberData(), at: at() }),
  "member.updated": () => ({
    kind: "member.updated",
    merchantId,
    key: key(),
    data: { ...memberData(), changedFields: ["firstName"] },
    at: at(),
  }),
  "member.erased": () => ({
    kind: "member.erased",
    merchantId,
    key: key(),
    data: { memberId: member.id, programId, erasedAt: iso() },
    at: at(),
  }),
  "member.deleted": () => ({ kind: "member.deleted", merchantId, programId, memberId: member.id, at: at() }),
  "members.imported": () => ({
    kind: "members.imported",
    merchantId,
    key: key(),
    members: [
      { key: key(), data: memberData() },
      { key: key(), data: memberData() },
    ],
    credits: [
      { key: key(), data: pointsData("import") },
      { key: key(), data: pointsData("rule") },
    ],
    at: at(),
  }),
  "points.changed": () => ({ kind: "points.changed", merchantId, key: key(), data: pointsData(), at: at() }),
  "offer.redeemed": () => ({
    kind: "offer.redeemed",
    merchantId,
    key: key(),
    data: { offerId: key(), programId, memberId: member.id, pointsCost: 10, at: iso() },
    at: at(),
  }),
  "offer.changed": () => ({
    kind: "offer.changed",
    merchantId,
    programId,
    status: "LIVE",
    startsAt: null,
    endsAt: null,
    at: at(),
  }),
  "giftcard.issued": () => ({
    kind: "giftcard.issued",
    merchantId,
    key: key(),
    data: { ...cardData(), initialValue: "20.00", expiresAt: iso(), createdAt: iso() },
    at: at(),
  }),
  "giftcard.redeemed": () => ({
    kind: "giftcard.redeemed",
    merchantId,
    key: key(),
    data: { ...cardData(), amount: "5.00", sequence: 2, at: iso() },
    at: at(),
  }),
  "giftcard.reloaded": () => ({
    kind: "giftcard.reloaded",
    merchantId,
    key: key(),
    data: { ...cardData(), amount: "5.00", sequence: 3, at: iso() },
    at: at(),
  }),
  "giftcard.deleted": () => ({
    kind: "giftcard.deleted",
    merchantId,
    programId: giftProgramId,
    cardId: card.id,
    at: at(),
  }),
  "giftcard.erased": () => ({
    kind: "giftcard.erased",
    merchantId,
    programId: giftProgramId,
    cardId: card.id,
    at: at(),
  }),
  "program.updated": () => ({ kind: "program.updated", merchantId, programId, at: at() }),
  "program.deleted": () => ({ kind: "program.deleted", merchantId, programId, at: at() }),
  "template.changed": () => ({
    kind: "template.changed",
    merchantId,
    templateId: key(),
    boundProgramIds: [programId],
    at: at(),
  }),
  "pass.installed": () => ({ kind: "pass.installed", merchantId, key: key(), data: passData(), at: at() }),
  "pass.removed": () => ({ kind: "pass.removed", merchantId, key: key(), data: passData(), at: at() }),
  "gdpr.erasure.completed": () => ({
    kind: "gdpr.erasure.completed",
    merchantId,
    key: key(),
    data: {
      requestId: key(),
      status: "completed",
      affectedCards: [],
      affectedMembers: [member.id],
      completedAt: iso(),
    },
    at: at(),
  }),
  "card-link.requested": () => ({
    kind: "card-link.requested",
    merchantId,
    subject: { kind: "member", id: member.id, reason: "joined" },
    language: "en",
  }),
  "signup.submitted": () => ({
    kind: "signup.submitted",
    pendingId: key(),
    submittedAt: at(),
    language: "en",
  }),
  "password-reset.requested": () => ({ kind: "password-reset.requested", userId: key(), language: "de" }),
  "team-invitation.sent": () => ({ kind: "team-invitation.sent", merchantId, invitationId: key() }),
  "message.sent": () => ({
    kind: "message.sent",
    merchantId,
    key: key(),
    data: { messageId: key(), programId, kind: "service", audienceCount: 1, sentAt: iso() },
    at: at(),
  }),
  "message.created": () => ({ kind: "message.created", merchantId, messageId: key(), dueAt: at() }),
  "points.expired": () => ({
    kind: "points.expired",
    merchantId,
    key: key(),
    data: { memberId: member.id, programId, points: 10, balance: 5, at: iso() },
    at: at(),
  }),
  "marketing-confirmation.requested": () => ({
    kind: "marketing-confirmation.requested",
    merchantId,
    memberId: member.id,
    language: "de",
  }),
  "erasure-code.requested": () => ({
    kind: "erasure-code.requested",
    merchantId,
    memberId: member.id,
    language: "en",
  }),
  "webhook.disabled": () => ({ kind: "webhook.disabled", merchantId, webhookId: key(), failingSince: at() }),
};

describe("every kind of change reaches every effect it should, and no other", () => {
  for (const [kind, expected] of Object.entries(REACHES) as [ChangeKind, Effect[]][]) {
    it(`${kind} → ${expected.join(", ")}`, async () => {
      await recordChange(EXAMPLES[kind]());
      expect((await effectsReached()).sort()).toEqual([...expected].sort());
    });
  }

  it("records a change once however often it is recorded again (a retried or resumed step)", async () => {
    const change = EXAMPLES["points.changed"]();
    await recordChange(change);
    await recordChange(change);
    const rows = await OutboxMessage.find({}, { kind: 1 }).lean();
    expect(rows.map((row) => row.kind).sort()).toEqual(["apns", "google", "webhook-event"]);
    expect(await OverviewTally.countDocuments({ merchantId })).toBe(1);
  });

  it("a member's update reaches the pass only when the pass shows a changed field", async () => {
    const change = EXAMPLES["member.updated"]();
    await recordChange({ ...change, data: { ...change.data, changedFields: ["email", "birthday"] } });
    expect(await effectsReached()).toEqual(["webhook"]);
  });

  it("an import's batch is counted as one row: its new members and the points its rules gave", async () => {
    await recordChange(EXAMPLES["members.imported"]());
    const [tally, ...more] = await OverviewTally.find({ merchantId }).lean();
    expect(more).toEqual([]);
    // The imported opening balance is carried over, not given: only the rule's 10 points count.
    expect(tally?.counts).toMatchObject({ newMembers: 2, pointsGiven: 10, scans: 0 });
  });

  it("a scheduled offer updates the passes now and again when it starts and ends", async () => {
    const now = Date.now();
    const starts = new Date(now + 60_000);
    const ends = new Date(now + 120_000);
    await recordChange({
      ...EXAMPLES["offer.changed"](),
      status: "SCHEDULED",
      startsAt: starts,
      endsAt: ends,
    });
    const pushes = await OutboxMessage.find({ kind: "apns" }).lean();
    expect(pushes.map((row) => row.dueAt.getTime()).sort()).toEqual([
      expect.any(Number),
      starts.getTime(),
      ends.getTime(),
    ]);
    await OutboxMessage.deleteMany({});
    await recordChange({ ...EXAMPLES["offer.changed"](), status: "DRAFT" });
    expect(await effectsReached()).toEqual([]);
  });
});
