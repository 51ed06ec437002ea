import { DAY_MS } from "@/lib/clock";
import { GoogleWalletObject } from "@/lib/db/models/google-wallet-object";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { OutboxHandler, StoredOutboxMessage } from "@/lib/outbox/types";
import {
  type GoogleWalletCredentials,
  googleDefaultLogoUrl,
  resolveGoogleWalletCredentials,
} from "@/lib/services/wallet/google/credentials";
import { GoogleWalletApiError } from "@/lib/services/wallet/google/google-fetch";
import {
  COLLECTIONS,
  googleClassOf,
  googlePassResources,
  voidedObjectOf,
} from "@/lib/services/wallet/google/pass-resources";
import { loadPassSource, programSourceOf } from "@/lib/services/wallet/google/pass-source";
import { updateGooglePass } from "@/lib/services/wallet/google/sync-pass";
import { patchIfPresent, replaceIfPresent } from "@/lib/services/wallet/google/wallet-api";
import type { GoogleOutboxPayload } from "@/lib/services/wallet/google-pass-updates";

/** One object: the state of now, patched in; a voided pass (or one whose subject is gone) replaced by its husk. */
async function updateObject(
  credentials: GoogleWalletCredentials,
  payload: GoogleOutboxPayload & { action: "object" },
) {
  const source = payload.voided
    ? null
    : await loadPassSource({ subject: payload.subject, withOffers: payload.withOffers });
  if (!source) {
    const husk = voidedObjectOf(credentials.issuerId, payload.subject, payload.programId);
    await replaceIfPresent(credentials, COLLECTIONS[payload.subject.kind].object, husk);
    return;
  }
  const resources = googlePassResources({
    source,
    issuerId: credentials.issuerId,
    logoUrl: googleDefaultLogoUrl(),
    withOffers: payload.withOffers,
  });
  await updateGooglePass(credentials, resources);
}

/**
 * A program-wide change: the class is patched, then one keyed row per recorded object is written, so a crash
 * half-way repeats without doubling and no single attempt patches thousands of objects.
 */
async function fanOutProgram(
  message: StoredOutboxMessage,
  credentials: GoogleWalletCredentials,
  payload: GoogleOutboxPayload & { action: "program" },
) {
  const objects = (await GoogleWalletObject.find({ programId: payload.programId }).lean()).filter(
    (object) => object.issuerId === credentials.issuerId,
  );
  const program = payload.voided ? null : await programSourceOf(payload.merchantId, payload.programId);
  if (program && objects.length > 0) {
    const source = {
      ...program,
      kind: program.program.programType === "giftcard" ? "giftcard" : "member",
    } as const;
    const classResource = googleClassOf({
      source,
      issuerId: credentials.issuerId,
      logoUrl: googleDefaultLogoUrl(),
    });
    await patchIfPresent(credentials, COLLECTIONS[source.kind].class, classResource);
  }
  for (const object of objects) {
    const row: GoogleOutboxPayload = {
      action: "object",
      merchantId: payload.merchantId,
      programId: payload.programId,
      subject: { kind: object.subjectKind, id: String(object.subjectId) },
      voided: payload.voided,
      withOffers: object.subjectKind === "member",
    };
    await enqueueOutbox({
      kind: "google",
      key: `${message.key}:${object._id}`,
      merchantId: payload.merchantId,
      payload: row,
    });
  }
}

/**
 * Outbox kind `google` (decision 022): patches of Google Wallet objects and the fan-out of program-wide changes.
 * 404/409/429, 5xx and no answer are retried by the outbox's backoff; any other 4xx is final.
 */
export const googleWalletHandler: OutboxHandler = {
  retry: { baseDelayMs: 5_000, maxDelayMs: 3_600_000, giveUpAfterMs: DAY_MS },
  async deliver(message) {
    const payload = message.payload as GoogleOutboxPayload;
    const credentials = await resolveGoogleWalletCredentials({ merchantId: payload.merchantId });
    // Configuration removed since the change: there is nothing left to update.
    if (!credentials) return { ok: true };
    try {
      if (payload.action === "program") await fanOutProgram(message, credentials, payload);
      else await updateObject(credentials, payload);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof GoogleWalletApiError)) throw error;
      return { ok: false, error: error.message, isRetryable: error.isRetryable };
    }
  },
};
