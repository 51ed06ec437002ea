import { fieldNameFromLoc } from "@/components/programs/api-errors";

export type AccountIssue = { name: string; message: string };
export type AccountCall<T> =
  | { ok: true; data: T | null }
  | { ok: false; status: number; issues: AccountIssue[] };

const STATUS_MESSAGES: Record<number, string> = {
  401: "Your session has ended. Sign in again, then try once more.",
  429: "Too many attempts. Wait a few minutes, then try again.",
  503: "LoyaltyPass cannot reach its database right now. Nothing was changed; try again in a moment.",
};
const OFFLINE = "Could not reach LoyaltyPass. Check your connection and try again — nothing was changed.";
const GENERIC = "Something went wrong on our side and nothing was changed. Please try again.";

function issuesOf(status: number, body: unknown): AccountIssue[] {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (status === 422 && Array.isArray(detail)) {
    return detail.map((item: { loc?: unknown; msg?: unknown }) => ({
      name: fieldNameFromLoc(item.loc),
      message: String(item.msg ?? GENERIC),
    }));
  }
  const coded = detail as { message?: unknown } | undefined;
  if (typeof coded?.message === "string") return [{ name: "", message: coded.message }];
  return [{ name: "", message: STATUS_MESSAGES[status] ?? GENERIC }];
}

/** Calls an account operation of the /v2 API with the session cookie; failures come back as form issues. */
export async function callAccountApi<T>(
  url: string,
  method: "POST" | "PUT",
  payload: unknown,
): Promise<AccountCall<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, status: 0, issues: [{ name: "", message: OFFLINE }] };
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as T | null };
  return { ok: false, status: response.status, issues: issuesOf(response.status, body) };
}
