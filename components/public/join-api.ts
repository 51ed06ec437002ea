import type { ApiProblem } from "@/components/api/parse-api-error";
import { callApi, publicApiClient } from "@/components/api/public-client";
import type { components } from "@/components/api/v2";
import type { Language } from "@/lib/i18n/language";

export type PublicJoinBody = components["schemas"]["PublicJoin"];

/** POST /v2/public/programs/{programId}/members; the e-mail follows the page's language. */
export async function submitJoin(
  programId: string,
  body: PublicJoinBody,
  language: Language,
): Promise<{ ok: true } | { ok: false; problem: ApiProblem }> {
  const result = await callApi(
    publicApiClient.POST("/v2/public/programs/{programId}/members", {
      params: { path: { programId } },
      body,
      headers: { "Accept-Language": language },
    }),
  );
  return result.ok ? { ok: true } : { ok: false, problem: result.problem };
}
