import { isDuplicateKeyError } from "@/lib/db/errors";
import { GoogleWalletObject } from "@/lib/db/models/google-wallet-object";
import type { GoogleWalletCredentials } from "@/lib/services/pass-updates/google-credentials";
import type { GooglePassResources } from "@/lib/services/wallet/google/pass-resources";
import { insertOrPatch, insertOrReplace, patchOrInsert } from "@/lib/services/wallet/google/wallet-api";
import type { PassSource } from "@/lib/services/wallet/pass-source";

/** Notes that the object exists (or is about to): from now on every change of the subject patches it. */
export async function recordGoogleObject({
  objectId,
  issuerId,
  source,
}: {
  objectId: string;
  issuerId: string;
  source: PassSource;
}): Promise<void> {
  const subjectId = source.kind === "member" ? source.member._id : source.card._id;
  try {
    await GoogleWalletObject.create({
      _id: objectId,
      issuerId,
      merchantId: source.merchantId,
      programId: source.programId,
      subjectKind: source.kind,
      subjectId,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** The member's offer objects, and their classes unless the caller brought those up to date already. */
async function upsertOffers(
  credentials: GoogleWalletCredentials,
  resources: GooglePassResources,
  withClasses: boolean,
) {
  for (const offer of resources.offers) {
    if (withClasses) await insertOrPatch(credentials, "offerClass", offer.classResource);
    await insertOrPatch(credentials, "offerObject", offer.objectResource);
  }
}

/**
 * The save link's step: class, the member's offers and the object all exist at Google with the current
 * content before the link names the object (insert; 409 → patch, or replace for a voided pass's husk).
 */
export async function ensureGooglePass(
  credentials: GoogleWalletCredentials,
  resources: GooglePassResources,
): Promise<void> {
  await insertOrPatch(credentials, resources.classCollection, resources.classResource);
  await upsertOffers(credentials, resources, true);
  const write = resources.isVoided ? insertOrReplace : insertOrPatch;
  await write(credentials, resources.objectCollection, resources.objectResource);
}

/**
 * The outbox's step: patch the object (its offer objects first when they are part of the change; their classes
 * were brought up to date once for the program by the fan-out); 404 → insert. A voided pass is not patched: the
 * outbox handler replaces it by its husk (voidGoogleObjects).
 */
export async function updateGooglePass(
  credentials: GoogleWalletCredentials,
  resources: GooglePassResources,
): Promise<void> {
  await upsertOffers(credentials, resources, false);
  await patchOrInsert(credentials, resources.objectCollection, resources.objectResource, () =>
    insertOrPatch(credentials, resources.classCollection, resources.classResource),
  );
}
