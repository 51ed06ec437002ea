import { apiClient, callApi } from "@/components/api/client";
import type { ApiProblem } from "@/components/api/parse-api-error";
import { bodyOf, type ErasureFormValues, queryOf } from "@/components/gdpr/erasure-request";

export type ExportOutcome = { ok: true; count: number } | { ok: false; problem: ApiProblem };

function download(content: Blob, filename: string) {
  const url = URL.createObjectURL(content);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST /v2/giftcards/gdpr/export and hand the answer to the browser as a file (access request, Art. 15/20). */
export async function exportToFile({
  values,
  format,
}: {
  values: ErasureFormValues;
  format: "json" | "csv";
}): Promise<ExportOutcome> {
  // Read as text either way: CSV is saved as it came, JSON is counted and saved pretty-printed.
  const result = await callApi(
    apiClient.POST("/v2/giftcards/gdpr/export", {
      params: { query: queryOf(values) },
      body: { ...bodyOf(values), format },
      parseAs: "text",
    }),
  );
  if (!result.ok) return { ok: false, problem: result.problem };
  const text = String(result.data);
  const requestId = result.response?.headers.get("x-gdpr-request-id") ?? "export";
  if (format === "csv") {
    download(new Blob([text], { type: "text/csv" }), `giftcard-export-${requestId}.csv`);
    return { ok: true, count: Math.max(0, text.trim().split("\r\n").length - 1) };
  }
  const data = JSON.parse(text) as { requestId: string; cards: unknown[] };
  download(
    new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
    `giftcard-export-${data.requestId}.json`,
  );
  return { ok: true, count: data.cards.length };
}
