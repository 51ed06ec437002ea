import { parseJsonText } from "@/lib/api/json-body";
import { isJsonContentType } from "@/lib/api/read-body";
import { type ValidationOutcome, validatePart } from "@/lib/api/validate-request";
import { model, str } from "@/lib/schemas/fields";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from "@/lib/services/idempotency/idempotency-keys";
import {
  type FingerprintBody,
  rawBytesFingerprint,
  requestFingerprint,
} from "@/lib/services/idempotency/request-fingerprint";

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Sent on an answer repeated from the first request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";
/** The headers of the first answer that a replay repeats (the body's type, the created resource's URL). */
const REPLAYED_HEADERS = ["content-type", "location"];

/** `true`, or the longest a concurrent second request waits for the first one's answer. */
export type IdempotencyOption = boolean | { waitMs?: number };

const headerSchema = model({
  [IDEMPOTENCY_KEY_HEADER]: str({ minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH }).nullish(),
});

export type IdempotencyRequest = {
  header: ValidationOutcome<unknown>;
  key: string | null;
  /** The raw body, read only once the request is known to be valid (a tee of the request's stream). */
  readBody: () => Promise<string>;
};

/** Before the body is read: validates the header and keeps a copy of the body for the fingerprint. */
export function prepareIdempotency(request: Request): IdempotencyRequest {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  const header = validatePart(headerSchema, "header", { [IDEMPOTENCY_KEY_HEADER]: key ?? undefined });
  const copy = key !== null && request.body ? request.clone() : null;
  return { header, key: header.ok ? key : null, readBody: async () => (copy ? copy.text() : "") };
}

/** The request's fingerprint (a JSON body by its parsed value), and the raw bytes' one that older keys hold. */
function fingerprintsOf(request: Request, text: string): { fingerprint: string; legacyFingerprint: string } {
  const { pathname, search } = new URL(request.url);
  const target = `${pathname}${search}`;
  // Only a body that validated reaches this point, so a JSON body parses.
  const parsed = isJsonContentType(request.headers.get("content-type")) ? parseJsonText(text) : null;
  const body: FingerprintBody = parsed?.ok ? { json: parsed.value } : { text };
  return {
    fingerprint: requestFingerprint({ method: request.method, target, body }),
    legacyFingerprint: rawBytesFingerprint({ method: request.method, target, text }),
  };
}

/**
 * Runs a creating handler at most once per merchant and key: claims the key (an insert), runs, stores the
 * answer; a repeat of the same request (a JSON body compared by its parsed value, so key order and whitespace
 * do not matter) replays it, another request gets 422. Thrown errors and 5xx
 * answers release the key, so a retry does the work.
 */
export async function runIdempotently({
  request,
  key,
  readBody,
  merchantId,
  option,
  run,
}: {
  request: Request;
  key: string;
  readBody: IdempotencyRequest["readBody"];
  merchantId: string;
  option?: IdempotencyOption;
  run: () => Promise<Response>;
}): Promise<Response> {
  const fingerprints = fingerprintsOf(request, await readBody());
  const waitMs = typeof option === "object" ? option.waitMs : undefined;
  const claim = await claimIdempotencyKey({ merchantId, key, ...fingerprints, waitMs });
  if (claim.kind === "replay") {
    const { status, body, headers } = claim.answer;
    return new Response(body, { status, headers: { ...headers, [IDEMPOTENT_REPLAYED_HEADER]: "true" } });
  }
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await releaseIdempotencyKey(claim);
    throw error;
  }
  if (response.status >= 500) {
    await releaseIdempotencyKey(claim);
    return response;
  }
  const body = await response.text();
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // The work is done: a failure to store its answer must not turn it into an error the client retries.
  await completeIdempotencyKey({ ...claim, answer: { status: response.status, body, headers } }).catch(
    (error) => console.error(`Idempotency-Key answer not stored (${claim.id}):`, error),
  );
  return new Response(body, { status: response.status, headers: response.headers });
}
