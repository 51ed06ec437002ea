import { apiClient, callApi } from "@/components/api/client";
import { saveFile } from "@/components/api/download";
import type { ApiProblem } from "@/components/api/parse-api-error";
import { bodyOf, type ErasureFormValues, queryOf } from "@/components/gdpr/erasure-request";

export type ExportOutcome = { ok: true; cards: number; members: number } | { ok: false; problem: ApiProblem };

/** POST /v2/gdpr/export and hand the answer to the browser as a file (access request, Art. 15/20). */
export async function exportToFile({
  values,
  format,
}: {
  values: ErasureFormValues;
  format: "json" | "csv";
}): Promise<ExportOutcome> {
  // Read as text either way: CSV is saved as it came, JSON is counted and saved pretty-printed.
  const result = await callApi(
    apiClient.POST("/v2/gdpr/export", {
      params: { query: queryOf(values) },
      body: { ...bodyOf(values), format },
      parseAs: "text",
    }),
  );
  if (!result.ok) return { ok: false, problem: result.problem };
  const text = String(result.data);
  const headers = result.response?.headers;
  const requestId = headers?.get("x-gdpr-request-id") ?? "export";
  if (format === "csv") {
    saveFile({ blob: new Blob([text], { type: "text/csv" }), fileName: `customer-export-${requestId}.csv` });
    const countOf = (header: string) => Number(headers?.get(header) ?? 0);
    return { ok: true, cards: countOf("x-gdpr-gift-cards"), members: countOf("x-gdpr-members") };
  }
  const data = JSON.parse(text) as { requestId: string; cards: unknown[]; members: unknown[] };
  saveFile({
    blob: new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
    fileName: `customer-export-${data.requestId}.json`,
  });
  return { ok: true, cards: data.cards.length, members: data.members.length };
}
