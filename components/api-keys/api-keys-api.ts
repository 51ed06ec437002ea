import { apiClient, callApi } from "@/components/api/client";
import {
  API_PROBLEM_CODES,
  type ApiProblem,
  type ApiResult,
  fieldOf,
} from "@/components/api/parse-api-error";
import type { ApiKeyMessages } from "@/components/api-keys/i18n/messages";
import type { AppKeyDto, CreateAppKeyFormValues, CreatedAppKeyDto } from "@/lib/schemas/app-key";

/**
 * The API keys page's calls to /v2, through the one typed client (components/api/client.ts). Failures come back
 * worded in the page's language; `field` names the form field when known.
 */
export type KeyCall<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

function failureOf(problem: ApiProblem, t: ApiKeyMessages["errors"]): KeyCall<never> {
  if (problem.code === API_PROBLEM_CODES.network) return { ok: false, message: t.offline };
  const [issue] = problem.issues;
  if (problem.status === 422 && issue)
    return { ok: false, message: t.generic, field: fieldOf(issue) || undefined };
  if (problem.status === 401) return { ok: false, message: t.session };
  if (problem.status === 404) return { ok: false, message: t.notFound };
  if (problem.code === "APP_KEY_LIMIT_REACHED") return { ok: false, message: t.limit };
  return { ok: false, message: t.generic };
}

async function call<T>(request: Promise<ApiResult<T>>, t: ApiKeyMessages["errors"]): Promise<KeyCall<T>> {
  const result = await request;
  return result.ok ? { ok: true, data: result.data } : failureOf(result.problem, t);
}

export const listAppKeys = (t: ApiKeyMessages["errors"]): Promise<KeyCall<{ items: AppKeyDto[] }>> =>
  call(callApi(apiClient.GET("/v2/appkeys")), t);

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
