import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";
import type { TemplateDto } from "@/lib/services/templates/template-dto";

export type SaveTemplateOutcome =
  | { ok: true; template: TemplateDto }
  | { ok: false; status: number; body: unknown };

/** Creates (no id) or updates a template through the public API with the session cookie. */
export async function saveTemplate({
  templateId,
  payload,
}: {
  templateId?: string;
  payload: Record<string, unknown>;
}): Promise<SaveTemplateOutcome> {
  const url = templateId ? `/v2/templates/${encodeURIComponent(templateId)}` : "/v2/templates";
  try {
    const response = await dashboardFetch(url, {
      method: templateId ? "PUT" : "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    const body: unknown = await response.json().catch(() => null);
    return response.ok
      ? { ok: true, template: body as TemplateDto }
      : { ok: false, status: response.status, body };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}
