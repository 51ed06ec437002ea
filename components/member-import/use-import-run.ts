"use client";

import { useCallback, useRef, useState } from "react";
import { apiClient, callApi } from "@/components/api/client";
import type { ApiProblem, ApiResult } from "@/components/api/parse-api-error";
import { issueWithinRow } from "@/components/member-import/issue-text";
import type { RowOutcome } from "@/components/member-import/report";
import type { ImportRow } from "@/components/member-import/row-values";
import { isRetryable, newIdempotencyKey } from "@/components/scanner/scan-problem";
import { MEMBER_IMPORT_LIMITS } from "@/lib/schemas/member-import";

export type ImportRunState =
  | { phase: "idle" }
  | { phase: "running"; sent: number; total: number; isCancelling: boolean; isRetrying: boolean }
  | {
      phase: "done";
      outcomes: RowOutcome[];
      ending: "finished" | "stopped" | "failed";
      problem: ApiProblem | null;
    };

type Answer = { results: ({ row: number } & Record<string, unknown>)[] };

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];
/** Room for the JSON around the rows and for multi-byte characters counted as one by `length`. */
const BODY_BUDGET = MEMBER_IMPORT_LIMITS.bodyBytes / 4;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rows of the next batch: up to 500, fewer when their JSON would not fit in one request. */
function batchSize(rows: ImportRow[], start: number): number {
  let size = Math.min(MEMBER_IMPORT_LIMITS.rowsPerRequest, rows.length - start);
  while (size > 1 && JSON.stringify(rows.slice(start, start + size)).length > BODY_BUDGET)
    size = Math.ceil(size / 2);
  return size;
}

function outcomeOf(result: Answer["results"][number]): RowOutcome {
  if (result.status === "created") return result as unknown as RowOutcome;
  if (result.status === "duplicate") return result as unknown as RowOutcome;
  const issues = (result.issues as Parameters<typeof issueWithinRow>[0][] | undefined) ?? [];
  return { status: "refused", issues: issues.map(issueWithinRow) };
}

/**
 * Sends the rows in batches, one after another (decision 019), each with its own Idempotency-Key so a batch
 * retried after a lost connection answers its first results instead of duplicates. Stops between batches
 * when cancelled, and at a problem that a retry cannot fix; rows not sent are reported as not imported.
 */
export function useImportRun(programId: string) {
  const [state, setState] = useState<ImportRunState>({ phase: "idle" });
  const isCancelled = useRef(false);

  const send = useCallback(
    async (rows: ImportRow[], key: string, onRetry: () => void): Promise<ApiResult<Answer>> => {
      for (let attempt = 0; ; attempt++) {
        const result = await callApi(
          apiClient.POST("/v2/loyalty/programs/{programId}/members/import", {
            params: { path: { programId }, header: { "Idempotency-Key": key } },
            body: { rows } as never,
          }),
        );
        const delay = RETRY_DELAYS_MS[attempt];
        if (result.ok || !isRetryable(result.problem) || delay === undefined)
          return result as ApiResult<Answer>;
        onRetry();
        await wait(delay);
      }
    },
    [programId],
  );

  const start = useCallback(
    async (rows: ImportRow[]) => {
      isCancelled.current = false;
      const outcomes: RowOutcome[] = rows.map(() => ({ status: "notImported" }));
      const runKey = newIdempotencyKey();
      const running = {
        phase: "running" as const,
        total: rows.length,
        isCancelling: false,
        isRetrying: false,
      };
      setState({ ...running, sent: 0 });
      let sent = 0;
      for (let batch = 0; sent < rows.length; batch++) {
        if (isCancelled.current) {
          setState({ phase: "done", outcomes, ending: "stopped", problem: null });
          return;
        }
        const size = batchSize(rows, sent);
        const result = await send(rows.slice(sent, sent + size), `${runKey}-${batch}`, () =>
          setState((current) => (current.phase === "running" ? { ...current, isRetrying: true } : current)),
        );
        if (!result.ok) {
          setState({ phase: "done", outcomes, ending: "failed", problem: result.problem });
          return;
        }
        for (const answer of result.data.results) outcomes[sent + answer.row] = outcomeOf(answer);
        sent += size;
        setState((current) => ({
          ...running,
          isCancelling: current.phase === "running" && current.isCancelling,
          sent,
        }));
      }
      setState({ phase: "done", outcomes, ending: "finished", problem: null });
    },
    [send],
  );

  const cancel = useCallback(() => {
    isCancelled.current = true;
    setState((current) => (current.phase === "running" ? { ...current, isCancelling: true } : current));
  }, []);

  const reset = useCallback(() => setState({ phase: "idle" }), []);

  return { state, start, cancel, reset };
}
