import { createHash } from "node:crypto";

/** What a request's body is, for its fingerprint: a parsed JSON value, or the raw text of any other body. */
export type FingerprintBody = { json: unknown } | { text: string };

const numberText = (value: number): string =>
  // JSON.stringify writes NaN and ±Infinity (which the Python-compatible parser accepts) as null, and -0 as 0.
  Number.isFinite(value) ? (Object.is(value, -0) ? "-0" : JSON.stringify(value)) : String(value);

/**
 * One spelling per JSON value: object keys sorted, no whitespace, strings and numbers written the same way
 * whatever escapes or exponent the client used. Two bodies that parse to the same value are the same request.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "number") return numberText(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    const entries = keys.map(
      (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
    );
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (method: string, target: string, body: string) =>
  createHash("sha256").update(`${method} ${target}\n`).update(body).digest("hex");

/**
 * What an `Idempotency-Key` is bound to: the method, the path with its query, and the body — a JSON body by its
 * parsed value (key order and whitespace do not matter), any other body byte for byte.
 */
export function requestFingerprint({
  method,
  target,
  body,
}: {
  method: string;
  target: string;
  body: FingerprintBody;
}): string {
  return sha256(method, target, "json" in body ? `json:${canonicalJson(body.json)}` : body.text);
}

/**
 * The fingerprint keys claimed before JSON bodies were compared by value (the raw bytes' hash) still hold for a
 * day; a byte-identical retry of such a request must keep matching it.
 */
export function rawBytesFingerprint({
  method,
  target,
  text,
}: {
  method: string;
  target: string;
  text: string;
}) {
  return sha256(method, target, text);
}
