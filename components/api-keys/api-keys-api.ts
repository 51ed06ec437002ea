import { apiClient, callApi } from "@/components/api/client";
import {
  API_PROBLEM_CODES,
  type ApiProblem,
  type ApiResult,
  fieldOf,
} from "@/components/api/parse-api-error";
import type { ApiKeyMessages } from "@/components/api-keys/i18n/messages";
import type { CreateAppKeyFormValues, CreatedAppKeyDto } from "@/lib/schemas/app-key";

/**
 * The API keys page's calls to /v2, through the one typed client (components/api/client.ts). Failures come back
 * worded in the page's language; `field` names the form field when known.
 */
export type KeyCall<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; field?: string };

function failureOf(problem: ApiProblem, t: ApiKeyMessages["errors"]): KeyCall<never> {
  const fail = (message: string, field?: string) => ({
    ok: false as const,
    status: problem.status,
    message,
    field,
  });
  if (problem.code === API_PROBLEM_CODES.network) return fail(t.offline);
  const [issue] = problem.issues;
  if (problem.status === 422 && issue) return fail(t.generic, fieldOf(issue) || undefined);
  if (problem.status === 401) return fail(t.session);
  if (problem.status === 404) return fail(t.notFound);
  if (problem.code === "APP_KEY_LIMIT_REACHED") return fail(t.limit);
  return fail(t.generic);
}

async function call<T>(request: Promise<ApiResult<T>>, t: ApiKeyMessages["errors"]): Promise<KeyCall<T>> {
  const result = await request;
  return result.ok ? { ok: true, data: result.data } : failureOf(result.problem, t);
}

/** A fresh Idempotency-Key per submission, so a double click or a retried request mints one key, not two. */
export const createAppKey = (
  values: CreateAppKeyFormValues,
  idempotencyKey: string,
  t: ApiKeyMessages["errors"],
): Promise<KeyCall<CreatedAppKeyDto>> =>
  call(
    callApi(
      apiClient.POST("/v2/appkeys", {
        params: { header: { "Idempotency-Key": idempotencyKey } },
        body: values as never,
      }),
    ),
    t,
  );

export const revokeAppKey = (appKeyId: string, t: ApiKeyMessages["errors"]): Promise<KeyCall<unknown>> =>
  call(callApi(apiClient.DELETE("/v2/appkeys/{appKeyId}", { params: { path: { appKeyId } } })), t);
