import type { ApiProblem } from "@/components/api/parse-api-error";
import { callApi, publicApiClient } from "@/components/api/public-client";
import type { Language } from "@/lib/i18n/language";

type Outcome = { ok: true } | { ok: false; problem: ApiProblem };
const outcomeOf = (result: { ok: boolean; problem?: ApiProblem }): Outcome =>
  result.ok ? { ok: true } : { ok: false, problem: result.problem as ApiProblem };

/** POST /v2/public/card/marketing-withdrawal: "Stop marketing messages". */
export async function stopMarketing(token: string): Promise<Outcome> {
  return outcomeOf(
    await callApi(publicApiClient.POST("/v2/public/card/marketing-withdrawal", { body: { token } })),
  );
}

/** POST /v2/public/card/erasure-code: the deletion's code goes to the member's e-mail, in the page's language. */
export async function requestErasureCode(token: string, language: Language): Promise<Outcome> {
  return outcomeOf(
    await callApi(
      publicApiClient.POST("/v2/public/card/erasure-code", {
        body: { token },
        headers: { "Accept-Language": language },
      }),
    ),
  );
}

/** POST /v2/public/card/erasure: deletes the card and the member's data with the e-mailed code. */
export async function eraseCard(token: string, code: string): Promise<Outcome> {
  return outcomeOf(await callApi(publicApiClient.POST("/v2/public/card/erasure", { body: { token, code } })));
}
