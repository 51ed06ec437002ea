import type { AccountMessages } from "@/components/account/i18n/messages";
import { fieldNameFromLoc } from "@/components/programs/api-errors";

/** A problem to show: `name` is the field it belongs to ("" for the form), `type` the API's error kind. */
export type AccountIssue = { name: string; message: string; type?: string };
export type AccountCall<T> =
  | { ok: true; data: T | null }
  | { ok: false; status: number; issues: AccountIssue[] };

type ApiMessages = AccountMessages["api"];

const statusMessage = (status: number, t: ApiMessages): string =>
  ({ 401: t.sessionEnded, 429: t.throttled, 503: t.databaseDown })[status] ?? t.generic;

const isKnownCode = (code: unknown, t: ApiMessages): code is keyof ApiMessages["codes"] =>
  typeof code === "string" && Object.hasOwn(t.codes, code);

function issuesOf(status: number, body: unknown, t: ApiMessages): AccountIssue[] {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (status === 422 && Array.isArray(detail)) {
    return detail.map((item: { loc?: unknown; type?: unknown }) => ({
      name: fieldNameFromLoc(item.loc),
      // The API's message is Pydantic's English; forms word field errors from `type` themselves.
      message: t.generic,
      type: typeof item.type === "string" ? item.type : undefined,
    }));
  }
  const coded = detail as { code?: unknown; message?: unknown } | undefined;
  if (isKnownCode(coded?.code, t)) return [{ name: "", message: t.codes[coded.code], type: coded.code }];
  if (status < 500 && typeof coded?.message === "string") return [{ name: "", message: coded.message }];
  return [{ name: "", message: statusMessage(status, t) }];
}

/** Calls an account operation of the /v2 API with the session cookie; failures come back as worded issues. */
export async function callAccountApi<T>({
  url,
  method,
  payload,
  t,
}: {
  url: string;
  method: "POST" | "PUT";
  payload: unknown;
  t: ApiMessages;
}): Promise<AccountCall<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, status: 0, issues: [{ name: "", message: t.offline }] };
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as T | null };
  return { ok: false, status: response.status, issues: issuesOf(response.status, body, t) };
}
