import type { z } from "zod";
import type { Language } from "@/lib/i18n/language";
import {
  activateSignupResponseSchema,
  type activateSignupSchema,
  pendingSignupResponseSchema,
} from "@/lib/schemas/signup";
import { type ApiResult, interpretResponse } from "./api-result";
import type { SignupRequest } from "./signup-request";

export type ActivatedAccount = z.output<typeof activateSignupResponseSchema>;
export type ActivationBody = z.output<typeof activateSignupSchema>;

async function postJson<T>(
  url: string,
  body: unknown,
  language: Language,
  schema: z.ZodType<T>,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      // The verification e-mail follows Accept-Language: send the language the visitor chose on the page.
      headers: { "Content-Type": "application/json", "Accept-Language": language },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, failure: { kind: "network" } };
  }
  const data: unknown = await response.json().catch(() => null);
  return interpretResponse({
    status: response.status,
    body: data,
    retryAfter: response.headers.get("Retry-After"),
    schema,
  });
}

/** POST /v2/signup/pending: creates the pending signup, or resumes it with a new code. */
export const submitSignup = (body: SignupRequest, language: Language) =>
  postJson("/v2/signup/pending", body, language, pendingSignupResponseSchema);

/** POST /v2/signup/pending/{pendingId}/activate */
export const activateSignup = (pendingId: string, body: ActivationBody, language: Language) =>
  postJson(
    `/v2/signup/pending/${encodeURIComponent(pendingId)}/activate`,
    body,
    language,
    activateSignupResponseSchema,
  );
