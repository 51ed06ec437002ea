import type { z } from "zod";

export type ValidationIssue = { loc: unknown[]; type: string; msg: string };

export type ApiFailure =
  | { kind: "code"; code: string; message: string }
  | { kind: "validation"; issues: ValidationIssue[] }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "network" }
  | { kind: "unexpected" };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

const DEFAULT_RETRY_SECONDS = 60;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `Retry-After` in seconds (it may also be an HTTP date); a minute when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === "") return DEFAULT_RETRY_SECONDS;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : DEFAULT_RETRY_SECONDS;
}

function validationIssues(detail: unknown): ValidationIssue[] {
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((item) =>
    isRecord(item) && Array.isArray(item.loc) && typeof item.msg === "string"
      ? [{ loc: item.loc, msg: item.msg, type: typeof item.type === "string" ? item.type : "" }]
      : [],
  );
}

/** Turns any answer of the signup endpoints into data or one kind of failure the wizard knows how to show. */
export function interpretResponse<T>({
  status,
  body,
  retryAfter,
  schema,
}: {
  status: number;
  body: unknown;
  retryAfter: string | null;
  schema: z.ZodType<T>;
}): ApiResult<T> {
  if (status >= 200 && status < 300) {
    const parsed = schema.safeParse(body);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, failure: { kind: "unexpected" } };
  }
  if (status === 429) {
    return { ok: false, failure: { kind: "rate-limited", retryAfterSeconds: retryAfterSeconds(retryAfter) } };
  }
  const detail = isRecord(body) ? body.detail : undefined;
  if (status === 400 && isRecord(detail) && typeof detail.code === "string") {
    const message = typeof detail.message === "string" ? detail.message : "";
    return { ok: false, failure: { kind: "code", code: detail.code, message } };
  }
  const issues = status === 422 ? validationIssues(detail) : [];
  if (issues.length > 0) return { ok: false, failure: { kind: "validation", issues } };
  return { ok: false, failure: { kind: "unexpected" } };
}
