import createClient from "openapi-fetch";
import {
  type ApiProblem,
  networkProblem,
  parseApiError,
  unreadableProblem,
} from "@/components/api/parse-api-error";
import type { components, paths } from "@/components/api/v2";
import type { Language } from "@/lib/i18n/language";

// The customer's pages call /v2 with plain fetch: no session, no staff header (and no dashboard code).
const client = createClient<paths>({ baseUrl: "", headers: { Accept: "application/json" } });

export type PublicJoinBody = components["schemas"]["PublicJoin"];

/** POST /v2/public/programs/{programId}/members; the e-mail follows the page's language. */
export async function submitJoin(
  programId: string,
  body: PublicJoinBody,
  language: Language,
): Promise<{ ok: true } | { ok: false; problem: ApiProblem }> {
  try {
    const { error, response } = await client.POST("/v2/public/programs/{programId}/members", {
      params: { path: { programId } },
      body,
      headers: { "Accept-Language": language },
    });
    if (response.ok) return { ok: true };
    return {
      ok: false,
      problem: parseApiError({ status: response.status, body: error, headers: response.headers }),
    };
  } catch (error) {
    return { ok: false, problem: error instanceof SyntaxError ? unreadableProblem(200) : networkProblem() };
  }
}
