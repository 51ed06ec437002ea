import { jsonInvalidItem, parseJsonText } from "@/lib/api/json-body";
import { findExcessiveNesting, MAX_JSON_DEPTH } from "@/lib/api/json-depth";
import { type ReadBodyResult, readLimitedText } from "@/lib/api/read-limited";
import { multipartLimitBytes, readMultipartBody } from "@/lib/api/read-multipart";
import { getEnv } from "@/lib/env";

export type BodyKind = "json" | "form" | "multipart";

/** The default byte limit of a body kind: JSON and forms share one; uploads have their own. */
export function bodyLimitFor(kind: BodyKind): number {
  return kind === "multipart" ? multipartLimitBytes() : getEnv().MAX_JSON_BODY_BYTES;
}

/** FastAPI's test for a JSON body: no Content-Type, `application/json` or any `+json` type. */
export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return true; // FastAPI parses a body without Content-Type as JSON.
  const [mediaType = ""] = contentType.toLowerCase().split(";");
  const [main, sub = ""] = mediaType.trim().split("/");
  return main === "application" && (sub === "json" || sub.endsWith("+json"));
}

/**
 * Turns the request body into the value the schema validates, the way FastAPI does: an empty body is
 * "no body", JSON is parsed (malformed → `json_invalid`), any other media type reaches the schema as
 * its raw text and fails there.
 */
export async function readRequestBody(
  request: Request,
  kind: BodyKind,
  limitBytes: number,
): Promise<ReadBodyResult> {
  if (kind === "multipart") return readMultipartBody(request, limitBytes);
  const text = await readLimitedText(request, limitBytes);
  if (text.length === 0) return { ok: true, value: kind === "form" ? {} : undefined, isEmpty: true };
  if (kind === "form") {
    // FastAPI treats an empty form field as absent: `grant_type=` takes the default (None), `username=`
    // is "Field required".
    const fields = [...new URLSearchParams(text)].filter(([, value]) => value !== "");
    return { ok: true, value: Object.fromEntries(fields), isEmpty: false };
  }
  if (!isJsonContentType(request.headers.get("content-type")))
    return { ok: true, value: text, isEmpty: false };
  const tooDeepAt = findExcessiveNesting(text);
  if (tooDeepAt !== -1) {
    return {
      ok: false,
      item: jsonInvalidItem(tooDeepAt, `Maximum nesting depth of ${MAX_JSON_DEPTH} exceeded`),
    };
  }
  const parsed = parseJsonText(text);
  return parsed.ok ? { ok: true, value: parsed.value, isEmpty: false } : parsed;
}
