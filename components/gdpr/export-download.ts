import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";
import { issuesOf } from "@/components/giftcards/api-client";
import type { GiftCardMessages } from "@/components/giftcards/i18n/messages";

export type ExportOutcome =
  | { ok: true; cards: number; members: number }
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

/** POST /v2/gdpr/export and hand the answer to the browser as a file (access request, Art. 15/20). */
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
    download(new Blob([text], { type: "text/csv" }), `customer-export-${requestId}.csv`);
    const countOf = (header: string) => Number(response.headers.get(header) ?? 0);
    return { ok: true, cards: countOf("x-gdpr-gift-cards"), members: countOf("x-gdpr-members") };
  }
  const data = (await response.json()) as { requestId: string; cards: unknown[]; members: unknown[] };
  download(
    new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
    `customer-export-${data.requestId}.json`,
  );
  return { ok: true, cards: data.cards.length, members: data.members.length };
}
