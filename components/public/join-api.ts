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

/** POST /v2/public/programs/{programId}/card-code: the join e-mail's code opens the card (its page's path). */
export async function openCardWithCode(
  programId: string,
  body: components["schemas"]["OpenCardByCode"],
): Promise<{ ok: true; cardPath: string } | { ok: false; problem: ApiProblem }> {
  const result = await callApi(
    publicApiClient.POST("/v2/public/programs/{programId}/card-code", {
      params: { path: { programId } },
      body,
    }),
  );
  return result.ok ? { ok: true, cardPath: result.data.cardPath } : { ok: false, problem: result.problem };
}
