import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";
import type { DeliveryDto, WebhookDto, WebhookWithSecretDto } from "@/lib/schemas/webhook";

// Every /v2 call the webhooks page makes, in one place (to be ported to the typed client in components/api/).

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown };

async function call<T>(url: string, method: string, body?: unknown): Promise<ApiResult<T>> {
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
    return { ok: false, status: 0, body: null };
  }
  const data = response.status === 204 ? null : await response.json().catch(() => null);
  return response.ok ? { ok: true, data: data as T } : { ok: false, status: response.status, body: data };
}

const one = (id: string) => `/v2/webhooks/${encodeURIComponent(id)}`;

export const webhooksApi = {
  list: () => call<{ items: WebhookDto[] }>("/v2/webhooks", "GET"),
  create: (input: { url: string; events: string[]; description?: string }) =>
    call<WebhookWithSecretDto>("/v2/webhooks", "POST", input),
  update: (id: string, input: { enabled?: boolean }) => call<WebhookDto>(one(id), "PUT", input),
  remove: (id: string) => call<null>(one(id), "DELETE"),
  test: (id: string) => call<DeliveryDto>(`${one(id)}/test`, "POST"),
  deliveries: (id: string) => call<{ items: DeliveryDto[] }>(`${one(id)}/deliveries?limit=50`, "GET"),
  redeliver: (id: string, deliveryId: string) =>
    call<DeliveryDto>(`${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, "POST"),
};
