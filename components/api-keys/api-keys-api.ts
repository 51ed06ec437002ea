import type { ApiKeyMessages } from "@/components/api-keys/i18n/messages";
import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";
import type { AppKeyDto, CreateAppKeyFormValues, CreatedAppKeyDto } from "@/lib/schemas/app-key";

/**
 * The API keys page's calls to /v2, all in one place (a small module the typed client in components/api/ can
 * replace). Failures come back worded in the page's language; `field` names the form field when known.
 */
export type KeyCall<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

function failureOf(status: number, body: unknown, t: ApiKeyMessages["errors"]): KeyCall<never> {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (status === 422 && Array.isArray(detail)) {
    const loc = (detail[0] as { loc?: unknown[] } | undefined)?.loc ?? [];
    const field = loc[0] === "body" && typeof loc[1] === "string" ? loc[1] : undefined;
    return { ok: false, message: t.generic, field };
  }
  if (status === 401) return { ok: false, message: t.session };
  if (status === 404) return { ok: false, message: t.notFound };
  if ((detail as { code?: unknown } | undefined)?.code === "APP_KEY_LIMIT_REACHED")
    return { ok: false, message: t.limit };
  return { ok: false, message: t.generic };
}

async function call<T>(url: string, init: RequestInit, t: ApiKeyMessages["errors"]): Promise<KeyCall<T>> {
  let response: Response;
  try {
    response = await dashboardFetch(url, {
      ...init,
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch {
    return { ok: false, message: t.offline };
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return response.ok ? { ok: true, data: body as T } : failureOf(response.status, body, t);
}

export const listAppKeys = (t: ApiKeyMessages["errors"]) =>
  call<{ items: AppKeyDto[] }>("/v2/appkeys", { method: "GET" }, t);

/** A fresh Idempotency-Key per submission, so a double click or a retried request mints one key, not two. */
export const createAppKey = (
  values: CreateAppKeyFormValues,
  idempotencyKey: string,
  t: ApiKeyMessages["errors"],
) =>
  call<CreatedAppKeyDto>(
    "/v2/appkeys",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(values),
    },
    t,
  );

export const revokeAppKey = (id: string, t: ApiKeyMessages["errors"]) =>
  call<null>(`/v2/appkeys/${encodeURIComponent(id)}`, { method: "DELETE" }, t);
