import { apiClient, callApi } from "@/components/api/client";
import type { ApiMessages } from "@/components/api/i18n/en";
import { programIssues } from "@/components/programs/error-text";
import type { FieldIssue } from "@/components/programs/form-errors";
import type { ProgramPayload } from "@/components/programs/form-values";
import type { ProgramMessages } from "@/components/programs/i18n/messages";
import type { CreateProgramInput } from "@/lib/schemas/program";

export type SavedProgram = CreateProgramInput & { id: string; updatedAt: string };

export type SaveOutcome = { ok: true; program: SavedProgram } | { ok: false; issues: FieldIssue[] };

/** Creates (no id) or updates a program through the public API; failures worded for the builder. */
export async function saveProgram({
  programId,
  payload,
  t,
  api,
}: {
  programId?: string;
  payload: ProgramPayload;
  t: ProgramMessages;
  api: ApiMessages;
}): Promise<SaveOutcome> {
  const result = programId
    ? await callApi(
        apiClient.PUT("/v2/loyalty/programs/{programId}", { params: { path: { programId } }, body: payload }),
      )
    : await callApi(apiClient.POST("/v2/programs", { body: payload }));
  if (!result.ok) return { ok: false, issues: programIssues(result.problem, t, api) };
  return { ok: true, program: result.data as SavedProgram };
}
