/**
 * The program list's and status section's calls to the public API, one function per action, all through
 * `dashboardFetch` (session cookie, and X-Merchant-Id when support staff act for a merchant).
 */
import { dashboardFetch } from "@/components/dashboard/dashboard-fetch";

export type ActionProgram = { id: string; name: string };
export type ActionFailure = "offline" | "notFound" | "conflict" | "session" | "generic";
export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; failure: ActionFailure };

function failureOf(status: number): ActionFailure {
  if (status === 401) return "session";
  if (status === 404) return "notFound";
  if (status === 409) return "conflict";
  return "generic";
}

async function send<T>(path: string, method: "POST" | "DELETE", body?: unknown): Promise<ActionOutcome<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await dashboardFetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, failure: "offline" };
  }
  if (!response.ok) return { ok: false, failure: failureOf(response.status) };
  const data = response.status === 204 ? null : await response.json().catch(() => null);
  return { ok: true, data: data as T };
}

const programPath = (programId: string) => `/v2/loyalty/programs/${encodeURIComponent(programId)}`;

export const archiveProgram = (programId: string) =>
  send<ActionProgram>(`${programPath(programId)}/archive`, "POST");

export const unarchiveProgram = (programId: string) =>
  send<ActionProgram>(`${programPath(programId)}/unarchive`, "POST");

export const duplicateProgram = (programId: string) =>
  send<ActionProgram>(`${programPath(programId)}/duplicate`, "POST", {});

export const deleteProgram = (programId: string) => send<null>(programPath(programId), "DELETE");
