import { programErrorText } from "@/components/programs/error-text";

/** One problem to show: `name` is a form field path such as `customFields.0.name`, or "" for the whole form. */
export type FieldIssue = { name: string; message: string };

const NON_BODY_SOURCES = new Set(["path", "query", "header", "cookie"]);

const STATUS_MESSAGES: Record<number, string> = {
  401: "Your session has ended. Sign in again in another tab, then save once more.",
  403: "You are not allowed to make this change.",
  404: "This program no longer exists, or it belongs to another merchant.",
  413: "The program is too large to save. Remove some custom fields or shorten long texts.",
  429: "Too many requests. Wait a moment and try again.",
};

const GENERIC_MESSAGE = "Something went wrong on our side and nothing was saved. Please try again.";

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
export function validationIssues(detail: unknown): FieldIssue[] {
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((item) => {
    if (!isRecord(item) || typeof item.msg !== "string") return [];
    const name = fieldNameFromLoc(item.loc);
    const type = typeof item.type === "string" ? item.type : undefined;
    return [{ name, message: programErrorText({ field: name, type, message: item.msg }) }];
  });
}

/** Every error shape the API answers with, turned into something to show next to a field or above the form. */
export function apiErrorIssues(status: number, body: unknown): FieldIssue[] {
  const detail = isRecord(body) ? body.detail : undefined;
  if (status === 422) {
    const issues = validationIssues(detail);
    if (issues.length > 0) return issues;
  }
  const known = STATUS_MESSAGES[status];
  if (known) return [{ name: "", message: known }];
  if (status >= 500) return [{ name: "", message: GENERIC_MESSAGE }];
  if (typeof detail === "string" && detail) return [{ name: "", message: detail }];
  if (isRecord(detail) && typeof detail.message === "string") return [{ name: "", message: detail.message }];
  return [{ name: "", message: `The request failed (HTTP ${status}). Please try again.` }];
}
