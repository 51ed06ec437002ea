import { isDuplicateKeyError } from "@/lib/db/errors";
import { ApplePassRegistration } from "@/lib/db/models/apple-pass-registration";
import { GoogleWalletObject } from "@/lib/db/models/google-wallet-object";
import { PassMessage } from "@/lib/db/models/pass-message";
import { PassMessageClaim } from "@/lib/db/models/pass-message-claim";
import { deliveryIdOf, PassMessageDelivery, utcDayOf } from "@/lib/db/models/pass-message-delivery";
import { Program } from "@/lib/db/models/program";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { MessageAudience } from "@/lib/schemas/message";
import { recordChange } from "@/lib/services/changes/record-change";
import { recordMessageEvents } from "@/lib/services/message-stats/message-events";
import { recentlyMarketedMembers } from "@/lib/services/messages/daily-limit";
import type { StoredMessage } from "@/lib/services/messages/message-dto";
import { audienceBatches } from "@/lib/services/messages/resolve-audience";
import { enqueuePushRows, type PushTarget, pushTargetOf } from "@/lib/services/pass-updates/apns-push-rows";
import { resolveGoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import { passSerialOf } from "@/lib/services/pass-updates/pass-identity";
import { recordPassVersions } from "@/lib/services/pass-updates/pass-versions";
import type { StoredProgram } from "@/lib/services/programs/program-dto";

/** Google objects per outbox row (each gets its own `addMessage` call). */
export const GOOGLE_OBJECTS_PER_ROW = 50;
const INSERT_CHUNK = 1_000;

/** The fan-out's right to run: the first of it and a cancellation to insert the claim row wins. */
async function claimSending(messageId: string, at: Date): Promise<boolean> {
  try {
    await PassMessageClaim.create({ _id: messageId, outcome: "sending", at });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return (await PassMessageClaim.findById(messageId).lean())?.outcome === "sending";
  }
}

async function insertIgnoringDuplicates(rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    try {
      await PassMessageDelivery.insertMany(rows.slice(start, start + INSERT_CHUNK), { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { err?: unknown }[] }).writeErrors ?? [];
      if (writeErrors.length === 0 || !writeErrors.every((each) => isDuplicateKeyError(each.err ?? each)))
        throw error;
    }
  }
}

/**
 * The audience, less (for marketing) those marketed to in the last 24 hours, written as delivery rows a batch of
 * buckets at a time; yields each batch's reached member ids, so memory stays flat whatever the program's size and
 * the first pushes leave while later buckets are still being read.
 */
async function* deliveredBatches(message: StoredMessage, program: StoredProgram, at: Date) {
  const messageId = String(message._id);
  const audience = message.audience as MessageAudience;
  const excluded =
    message.kind === "marketing"
      ? await recentlyMarketedMembers({ programId: program._id, messageId, at })
      : new Set<string>();
  for await (const { members } of audienceBatches({ program, audience, kind: message.kind })) {
    const reached = members.filter((member) => !excluded.has(String(member._id)));
    await recordMessageEvents(
      messageId,
      members
        .filter((member) => excluded.has(String(member._id)))
        .map((member) => ({ type: "excluded-daily-limit" as const, what: String(member._id), at })),
    );
    await insertIgnoringDuplicates(
      reached.map((member) => ({
        _id: deliveryIdOf(messageId, member._id),
        merchantId: message.merchantId,
        programId: message.programId,
        messageId,
        memberId: member._id,
        kind: message.kind,
        text: message.text,
        day: utcDayOf(at),
        at,
      })),
    );
    yield reached.map((member) => String(member._id));
  }
}

/** The program's registered Apple devices by pass serial, and its saved Google objects by member: read once. */
async function passTargetsOf(message: StoredMessage) {
  const apple = new Map<string, PushTarget[]>();
  const registrations = await ApplePassRegistration.find(
    { programId: message.programId },
    { pushToken: 1, passTypeIdentifier: 1, serialNumber: 1 },
  ).lean();
  for (const registration of registrations)
    apple.set(registration.serialNumber, [
      ...(apple.get(registration.serialNumber) ?? []),
      pushTargetOf(registration),
    ]);
  const google = new Map<string, string[]>();
  const credentials = await resolveGoogleWalletCredentials({ merchantId: String(message.merchantId) });
  if (credentials)
    for (const object of await GoogleWalletObject.find({ programId: message.programId }).lean())
      if (object.issuerId === credentials.issuerId && object.subjectKind === "member")
        google.set(String(object.subjectId), [...(google.get(String(object.subjectId)) ?? []), object._id]);
  return { apple, google };
}

type PassTargets = Awaited<ReturnType<typeof passTargetsOf>>;

/** Apple: every registered device of one batch's passes, pushed in rows of 100 (the stats count them). */
async function pushApplePasses(
  message: StoredMessage,
  memberIds: string[],
  targets: PassTargets,
  at: Date,
  batch: number,
) {
  const messageId = String(message._id);
  const passes = memberIds
    .map((id) => passSerialOf({ kind: "member", id }))
    .filter((serialNumber) => targets.apple.has(serialNumber));
  if (passes.length === 0) return;
  // Written now, after the delivery rows the pass shows (decision 023: a later time than any download before).
  await recordPassVersions({ scopes: passes });
  await recordMessageEvents(
    messageId,
    passes.map((serialNumber) => ({ type: "apple-pass" as const, what: serialNumber, at })),
  );
  await enqueuePushRows({
    key: `apns:message:${messageId}:${batch}`,
    merchantId: String(message.merchantId),
    targets: passes.flatMap((serialNumber) => targets.apple.get(serialNumber) ?? []),
    messageId,
  });
}

/** Google: one `message` row per 50 saved objects of one batch; each row calls `addMessage` per object. */
async function queueGoogleMessages(
  message: StoredMessage,
  memberIds: string[],
  targets: PassTargets,
  batch: number,
) {
  const merchantId = String(message.merchantId);
  const ids = memberIds.flatMap((id) => targets.google.get(id) ?? []).sort();
  const messageId = String(message._id);
  for (let index = 0; index * GOOGLE_OBJECTS_PER_ROW < ids.length; index++) {
    const objectIds = ids.slice(index * GOOGLE_OBJECTS_PER_ROW, (index + 1) * GOOGLE_OBJECTS_PER_ROW);
    await enqueueOutbox({
      kind: "message",
      key: `message:${messageId}:google:${batch}:${index}`,
      merchantId,
      payload: { action: "google", messageId, merchantId, objectIds },
    });
  }
}

/**
 * A message when due (outbox kind `message`, decision 047): the claim against a cancellation, then the audience
 * a batch of buckets at a time — its delivery rows, push rows for Apple and addMessage rows for Google — then
 * `sentAt` and `message.sent`. Every step is keyed, so a worker that dies half-way is repeated without doubling anything.
 */
export async function fanOutMessage({ messageId, at }: { messageId: string; at: Date }): Promise<void> {
  const message = await PassMessage.findById(messageId).lean<StoredMessage>();
  if (!message || message.sentAt || message.cancelledAt) return;
  if (!(await claimSending(messageId, at))) return;
  await PassMessage.updateOne({ _id: messageId, startedAt: null }, { $set: { startedAt: at } });
  const program = await Program.findById(message.programId).lean<StoredProgram>();
  let audienceCount = 0;
  if (program && !program.deletedAt) {
    const targets = await passTargetsOf(message);
    let batch = 0;
    for await (const memberIds of deliveredBatches(message, program, at)) {
      audienceCount += memberIds.length;
      await pushApplePasses(message, memberIds, targets, at, batch);
      await queueGoogleMessages(message, memberIds, targets, batch);
      batch++;
    }
  }
  await PassMessage.updateOne({ _id: messageId }, { $set: { audienceCount } });
  // Announced before `sentAt` is stored: a repeat after a crash in between announces it again under the same key.
  await recordChange({
    kind: "message.sent",
    merchantId: message.merchantId,
    key: messageId,
    data: {
      messageId,
      programId: String(message.programId),
      kind: message.kind,
      audienceCount,
      sentAt: at.toISOString(),
    },
    at,
  });
  await PassMessage.updateOne({ _id: messageId }, { $set: { sentAt: at } });
}
