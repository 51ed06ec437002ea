import { programErrorText } from "@/components/programs/error-text";
import type { ProgramMessages } from "@/components/programs/i18n/messages";

/** One problem to show: `name` is a form field path such as `customFields.0.name`, or "" for the whole form. */
export type FieldIssue = { name: string; message: string };

const NON_BODY_SOURCES = new Set(["path", "query", "header", "cookie"]);

const KNOWN_STATUSES = [401, 403, 404, 413, 429] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnownStatus = (status: number): status is KnownStatus =>
  KNOWN_STATUSES.some((known) => known === status);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `["body", "customFields", 0, "name"]` → `customFields.0.name`; anything outside the body belongs to the form. */
export function fieldNameFromLoc(loc: unknown): string {
  if (!Array.isArray(loc) || loc.length === 0) return "";
  const [source, ...rest] = loc;
  if (typeof source === "string" && NON_BODY_SOURCES.has(source)) return "";
  const path = source === "body" ? rest : loc;
  return path.map(String).join(".");
}

/** Maps a FastAPI 422 `detail` array to field issues, skipping items that are not shaped like one. */
export function validationIssues(detail: unknown, t: ProgramMessages): FieldIssue[] {
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((item) => {
    if (!isRecord(item) || typeof item.msg !== "string") return [];
    const name = fieldNameFromLoc(item.loc);
    const type = typeof item.type === "string" ? item.type : undefined;
    return [{ name, message: programErrorText({ field: name, type, message: item.msg, t }) }];
  });
}

/** Every error shape the API answers with, turned into something to show next to a field or above the form. */
export function apiErrorIssues(status: number, body: unknown, t: ProgramMessages): FieldIssue[] {
  const detail = isRecord(body) ? body.detail : undefined;
  if (status === 422) {
    const issues = validationIssues(detail, t);
    if (issues.length > 0) return issues;
  }
  if (isKnownStatus(status)) return [{ name: "", message: t.api[status] }];
  if (status >= 500) return [{ name: "", message: t.api.generic }];
  if (typeof detail === "string" && detail) return [{ name: "", message: detail }];
  if (isRecord(detail) && typeof detail.message === "string") return [{ name: "", message: detail.message }];
  return [{ name: "", message: t.api.failed(status) }];
}
