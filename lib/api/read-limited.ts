import { payloadTooLarge } from "@/lib/errors/api-error";
import type { ValidationErrorItem } from "@/lib/errors/validation-error";

/**
 * What reading a body gives the schema: its value, or a located error (malformed JSON). Shared by the JSON and
 * form reader (read-body.ts) and the multipart one (read-multipart.ts), which both read through
 * `readLimitedBytes`: this file sits below both, so neither imports the other's module back.
 */
export type ReadBodyResult =
  | { ok: true; value: unknown; isEmpty: boolean }
  | { ok: false; item: ValidationErrorItem };

/** Reads at most `limitBytes`, answering 413 from Content-Length before reading when it can. */
export async function readLimitedBytes(request: Request, limitBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limitBytes) throw payloadTooLarge(limitBytes);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel();
      throw payloadTooLarge(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readLimitedText(request: Request, limitBytes: number): Promise<string> {
  return new TextDecoder("utf-8", { fatal: false }).decode(await readLimitedBytes(request, limitBytes));
}
