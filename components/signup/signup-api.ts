import type { z } from "zod";
import { apiClient, callApi } from "@/components/api/client";
import { type ApiResult, unreadableProblem } from "@/components/api/parse-api-error";
import type { components } from "@/components/api/v2";
import type { Language } from "@/lib/i18n/language";
import {
  activateSignupResponseSchema,
  type activateSignupSchema,
  pendingSignupResponseSchema,
} from "@/lib/schemas/signup";
import type { SignupRequest } from "./signup-request";

export type ActivatedAccount = z.output<typeof activateSignupResponseSchema>;
export type ActivationBody = z.output<typeof activateSignupSchema>;

/** A success answer is checked against the schema the API promises before the wizard relies on it. */
function checked<T>(result: ApiResult<unknown>, schema: z.ZodType<T>): ApiResult<T> {
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: unreadableProblem(200) };
}

// The verification e-mail follows Accept-Language: send the language the visitor chose on the page.
const languageHeader = (language: Language) => ({ "Accept-Language": language });

type PendingSignupBody = components["schemas"]["PendingSignupRequest"];

/**
 * POST /v2/signup/pending: creates the pending signup, or resumes it with a new code. The country is a free
 * string in the form (a select of ISO codes); the API answers 400 INVALID_COUNTRY for anything else.
 */
export const submitSignup = async (body: SignupRequest, language: Language) =>
  checked(
    await callApi(
      apiClient.POST("/v2/signup/pending", {
        body: body as PendingSignupBody,
        headers: languageHeader(language),
      }),
    ),
    pendingSignupResponseSchema,
  );

/** POST /v2/signup/pending/{pendingId}/activate */
export const activateSignup = async (pendingId: string, body: ActivationBody, language: Language) =>
  checked(
    await callApi(
      apiClient.POST("/v2/signup/pending/{pendingId}/activate", {
        params: { path: { pendingId } },
        body,
        headers: languageHeader(language),
      }),
    ),
    activateSignupResponseSchema,
  );
