import {
  type GoogleWalletCredentials,
  googleWalletEndpoints,
} from "@/lib/services/pass-updates/google-credentials";
import { googleAccessToken } from "@/lib/services/wallet/google/access-token";
import { errorTextOf, GoogleWalletApiError, googleFetch } from "@/lib/services/wallet/google/google-fetch";

/** The Wallet API's resource collections this service writes. */
export type WalletCollection =
  | "loyaltyClass"
  | "loyaltyObject"
  | "giftCardClass"
  | "giftCardObject"
  | "offerClass"
  | "offerObject";

/** A class or object as Google's JSON has it; `id` is `<issuerId>.<suffix>`. */
export type WalletResource = { id: string } & Record<string, unknown>;

type Method = "GET" | "POST" | "PATCH" | "PUT";

/** One authorised call; answers the status (2xx, 404 or 409), anything else throws. */
async function call(
  credentials: GoogleWalletCredentials,
  method: Method,
  path: string,
  body?: Record<string, unknown>,
): Promise<number> {
  const response = await googleFetch(`${googleWalletEndpoints().apiUrl}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await googleAccessToken(credentials)}`,
      ...(body && { "content-type": "application/json" }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
  if (response.ok || response.status === 404 || response.status === 409) {
    await response.body?.cancel();
    return response.status;
  }
  throw new GoogleWalletApiError(
    response.status,
    `${method} ${path}: ${response.status} ${await errorTextOf(response)}`,
  );
}

const resourcePath = (collection: WalletCollection, id: string) => `${collection}/${encodeURIComponent(id)}`;

const unexpected = (status: number, what: string) =>
  new GoogleWalletApiError(status, `${what}: unexpected ${status}`);

/** Insert; when it exists already (409), patch it to this content. */
export async function insertOrPatch(
  credentials: GoogleWalletCredentials,
  collection: WalletCollection,
  resource: WalletResource,
): Promise<void> {
  const inserted = await call(credentials, "POST", collection, resource);
  if (inserted !== 409) return;
  const patched = await call(credentials, "PATCH", resourcePath(collection, resource.id), resource);
  if (patched === 404) throw unexpected(404, `patch ${resource.id} after 409`);
}

/** Patch; when Google has no such resource (404), `beforeInsert` (e.g. the class) and then insert it. */
export async function patchOrInsert(
  credentials: GoogleWalletCredentials,
  collection: WalletCollection,
  resource: WalletResource,
  beforeInsert?: () => Promise<void>,
): Promise<void> {
  const patched = await call(credentials, "PATCH", resourcePath(collection, resource.id), resource);
  if (patched !== 404) return;
  await beforeInsert?.();
  await insertOrPatch(credentials, collection, resource);
}

/** Patch only what exists: true when it did, false when Google has no such resource. */
export async function patchIfPresent(
  credentials: GoogleWalletCredentials,
  collection: WalletCollection,
  resource: WalletResource,
): Promise<boolean> {
  return (await call(credentials, "PATCH", resourcePath(collection, resource.id), resource)) !== 404;
}

/** Replace the whole resource (`update`): fields left out are gone afterwards. False when it does not exist. */
export async function replaceIfPresent(
  credentials: GoogleWalletCredentials,
  collection: WalletCollection,
  resource: WalletResource,
): Promise<boolean> {
  const status = await call(credentials, "PUT", resourcePath(collection, resource.id), resource);
  if (status === 409) throw unexpected(409, `update ${resource.id}`);
  return status !== 404;
}

/**
 * `addMessage` on an object (AddMessageRequest): false when Google has no such object. `TEXT_AND_NOTIFY` also
 * notifies the holder, `TEXT` only adds it to the back of the pass.
 */
export async function addMessage(
  credentials: GoogleWalletCredentials,
  collection: WalletCollection,
  objectId: string,
  message: { id: string; header: string; body: string; messageType: "TEXT" | "TEXT_AND_NOTIFY" },
): Promise<boolean> {
  const path = `${resourcePath(collection, objectId)}/addMessage`;
  const status = await call(credentials, "POST", path, { message });
  if (status === 409) throw unexpected(409, `addMessage ${objectId}`);
  return status !== 404;
}

/** Insert; when it exists already (409), replace it whole with this content (a voided pass's husk). */
export async function insertOrReplace(
  credentials: GoogleWalletCredentials,
  collection: WalletCollection,
  resource: WalletResource,
): Promise<void> {
  const inserted = await call(credentials, "POST", collection, resource);
  if (inserted !== 409) return;
  if (!(await replaceIfPresent(credentials, collection, resource)))
    throw unexpected(404, `update ${resource.id} after 409`);
}
