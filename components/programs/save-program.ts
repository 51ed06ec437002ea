import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";
import { apiErrorIssues, type FieldIssue } from "@/components/programs/api-errors";
import type { ProgramMessages } from "@/components/programs/i18n/messages";
import type { CreateProgramInput } from "@/lib/schemas/program";

export type SavedProgram = CreateProgramInput & { id: string; updatedAt: string };

export type SaveOutcome = { ok: true; program: SavedProgram } | { ok: false; issues: FieldIssue[] };

const REQUEST_ID_HEADER = "x-request-id";

/** Creates (no id) or updates a program through the public API, as the dashboard calls it (dashboardFetch). */
export async function saveProgram({
  programId,
  payload,
  t,
}: {
  programId?: string;
  payload: CreateProgramInput;
  t: ProgramMessages;
}): Promise<SaveOutcome> {
  const url = programId ? `/v2/loyalty/programs/${encodeURIComponent(programId)}` : "/v2/programs";
  let response: Response;
  try {
    response = await dashboardFetch(url, {
      method: programId ? "PUT" : "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, issues: [{ name: "", message: t.api.offline }] };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, program: body as SavedProgram };
  const issues = apiErrorIssues(response.status, body, t);
  const requestId = response.headers.get(REQUEST_ID_HEADER);
  if (response.status < 500 || !requestId) return { ok: false, issues };
  // Support can find the failure in the logs by this id.
  return {
    ok: false,
    issues: issues.map((issue) => ({ ...issue, message: t.api.reference(issue.message, requestId) })),
  };
}
