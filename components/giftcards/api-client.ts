import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";

/** One problem to show: `name` is the form field (`customerEmail`, `cardId`…) or "" for the whole form. */
export type FieldIssue = { name: string; message: string };
export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; status: number; issues: FieldIssue[] };

type DetailItem = { loc?: unknown[]; type?: string; msg?: string };

function issueOf(item: DetailItem, messages: GiftCardMessages): FieldIssue {
  const [source, field] = Array.isArray(item.loc) ? item.loc : [];
  const name = (source === "body" || source === "query") && typeof field === "string" ? field : "";
  const { errors } = messages;
  if (item.type === "missing") return { name, message: errors.missing };
  if (name === "" && item.type === "value_error" && source === "body")
    return { name, message: messages.gdpr.nobody };
  if (name === "customerEmail" && item.type === "value_error") return { name, message: errors.email };
  if (["programId", "cardId", "memberId"].includes(name) && item.type === "string_pattern_mismatch") {
    return { name, message: errors.objectId };
  }
  return { name, message: item.msg ?? errors.generic };
}

/** FastAPI error bodies → issues worded in the page's language, where a field is known at that field. */
export function issuesOf(status: number, body: unknown, messages: GiftCardMessages): FieldIssue[] {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (status === 422 && Array.isArray(detail))
    return detail.map((item) => issueOf(item as DetailItem, messages));
  if (status === 401) return [{ name: "", message: messages.errors.session }];
  if (status === 404) return [{ name: "", message: messages.errors.notFound }];
  if (status === 409) return [{ name: "", message: messages.errors.conflict }];
  const message = (detail as { message?: unknown } | undefined)?.message;
  return [{ name: "", message: typeof message === "string" ? message : messages.errors.generic }];
}

/** Calls the public /v2 API with the session cookie (and, for support staff, the merchant they act for). */
export async function callApi<T>({
  url,
  method = "GET",
  body,
  messages,
}: {
  url: string;
  method?: "GET" | "POST";
  body?: unknown;
  messages: GiftCardMessages;
}): Promise<ApiOutcome<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await dashboardFetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, issues: [{ name: "", message: messages.errors.offline }] };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: data as T };
  return { ok: false, status: response.status, issues: issuesOf(response.status, data, messages) };
}

/** "" → undefined, so optional fields are left out of the request instead of sent empty. */
export const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
