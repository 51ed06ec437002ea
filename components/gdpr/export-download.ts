import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";
import { issuesOf } from "@/components/giftcards/api-client";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";

export type ExportOutcome =
  | { ok: true; count: number }
  | { ok: false; message: string; fieldIssues: { name: string; message: string }[] };

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
  url,
  body,
  format,
  messages,
}: {
  url: string;
  body: Record<string, unknown>;
  format: "json" | "csv";
  messages: GiftCardMessages;
}): Promise<ExportOutcome> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  let response: Response;
  try {
    response = await dashboardFetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...body, format }),
    });
  } catch {
    return { ok: false, message: messages.errors.offline, fieldIssues: [] };
  }
  if (!response.ok) {
    const issues = issuesOf(response.status, await response.json().catch(() => null), messages);
    return {
      ok: false,
      message: issues
        .filter((issue) => !issue.name)
        .map((issue) => issue.message)
        .join(" "),
      fieldIssues: issues.filter((issue) => issue.name),
    };
  }
  const requestId = response.headers.get("x-gdpr-request-id") ?? "export";
  if (format === "csv") {
    const text = await response.text();
    download(new Blob([text], { type: "text/csv" }), `giftcard-export-${requestId}.csv`);
    return { ok: true, count: Math.max(0, text.trim().split("\r\n").length - 1) };
  }
  const data = (await response.json()) as { requestId: string; cards: unknown[] };
  download(
    new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
    `giftcard-export-${data.requestId}.json`,
  );
  return { ok: true, count: data.cards.length };
}
