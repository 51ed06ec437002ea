import { DAY_MS } from "@/lib/clock";
import { GoogleWalletObject } from "@/lib/db/models/google-wallet-object";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { OutboxHandler, StoredOutboxMessage } from "@/lib/outbox/types";
import {
  type GoogleWalletCredentials,
  googleDefaultLogoUrl,
  resolveGoogleWalletCredentials,
} from "@/lib/services/pass-updates/google-credentials";
import type { GoogleOutboxPayload } from "@/lib/services/pass-updates/google-pass-updates";
import { GoogleWalletApiError } from "@/lib/services/wallet/google/google-fetch";
import {
  COLLECTIONS,
  googleClassOf,
  googleOfferClassOf,
  googlePassResources,
  voidedObjectOf,
  voidedOfferObjectOf,
} from "@/lib/services/wallet/google/pass-resources";
import { updateGooglePass } from "@/lib/services/wallet/google/sync-pass";
import { insertOrPatch, patchIfPresent, replaceIfPresent } from "@/lib/services/wallet/google/wallet-api";
import {
  liveOffersOf,
  loadPassSource,
  type ProgramSource,
  passStateOf,
  programOffersOf,
  programSourceOf,
} from "@/lib/services/wallet/pass-source";

/**
 * A voided pass (decision 029): its object replaced by the husk — and a member's offer objects too, which carry
 * the member number — wherever Google has them. Needs no data of the subject, which may be purged by then.
 */
async function voidGoogleObjects(
  credentials: GoogleWalletCredentials,
  payload: GoogleOutboxPayload & { action: "object" },
) {
  const { issuerId } = credentials;
  const { subject } = payload;
  const husk = voidedObjectOf(issuerId, subject, payload.programId);
  await replaceIfPresent(credentials, COLLECTIONS[subject.kind].object, husk);
  if (subject.kind !== "member") return;
  for (const offer of await programOffersOf(payload.merchantId, payload.programId))
    await replaceIfPresent(credentials, "offerObject", voidedOfferObjectOf(issuerId, offer._id, subject.id));
}

/** One object: the state of now, patched in; a voided pass (or one whose subject is gone) replaced by its husk. */
async function updateObject(
  credentials: GoogleWalletCredentials,
  payload: GoogleOutboxPayload & { action: "object" },
) {
  const withOffers = payload.offerIds !== null;
  const loaded = payload.voided ? null : await loadPassSource({ subject: payload.subject, withOffers });
  if (!loaded || passStateOf(loaded) === "voided") return voidGoogleObjects(credentials, payload);
  // Only offers whose classes the fan-out put at Google: one that went live since has a fan-out of its own.
  const source =
    loaded.kind === "member"
      ? {
          ...loaded,
          liveOffers: loaded.liveOffers.filter((offer) => payload.offerIds?.includes(String(offer._id))),
        }
      : loaded;
  const resources = googlePassResources({
    source,
    issuerId: credentials.issuerId,
    logoUrl: googleDefaultLogoUrl(),
    withOffers,
  });
  await updateGooglePass(credentials, resources);
}

/**
 * The program's class patched (it exists once any pass was saved) and, for a loyalty program, its LIVE offers'
 * classes inserted or patched, once for all members. Answers the ids of those offers.
 */
async function upsertProgramClasses(
  credentials: GoogleWalletCredentials,
  program: ProgramSource,
  hasObjects: boolean,
): Promise<string[]> {
  if (!hasObjects) return [];
  const kind = program.program.programType === "giftcard" ? "giftcard" : "member";
  const { issuerId } = credentials;
  const classResource = googleClassOf({
    source: { ...program, kind },
    issuerId,
    logoUrl: googleDefaultLogoUrl(),
  });
  await patchIfPresent(credentials, COLLECTIONS[kind].class, classResource);
  if (kind === "giftcard") return [];
  const offers = await liveOffersOf(program.merchantId, program.programId, new Date());
  for (const offer of offers)
    await insertOrPatch(
      credentials,
      "offerClass",
      googleOfferClassOf({ merchantName: program.merchantName, issuerId, offer }),
    );
  return offers.map((offer) => String(offer._id));
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
  const offerIds = program ? await upsertProgramClasses(credentials, program, objects.length > 0) : [];
  for (const object of objects) {
    const row: GoogleOutboxPayload = {
      action: "object",
      merchantId: payload.merchantId,
      programId: payload.programId,
      subject: { kind: object.subjectKind, id: String(object.subjectId) },
      voided: payload.voided,
      offerIds: object.subjectKind === "member" ? offerIds : null,
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
