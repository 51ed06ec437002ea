import { apiClient, callApi } from "@/components/api/client";
import { API_PROBLEM_CODES, type ApiProblem, type ApiResult } from "@/components/api/parse-api-error";
import type { TeamMessages } from "@/components/team/i18n/messages";
import type { AcceptInvitationInput, CreateInvitationInput, MerchantRole } from "@/lib/schemas/team";

/** The Team page's and the acceptance page's calls to /v2; failures worded in the page's language. */
export type TeamCall<T> = { ok: true; data: T } | { ok: false; message: string; field?: string };

function messageOf(problem: ApiProblem, t: TeamMessages["errors"]): string {
  if (problem.code === API_PROBLEM_CODES.network) return t.offline;
  if (problem.status === 401) return t.session;
  if (problem.code && t.codes[problem.code]) return t.codes[problem.code] as string;
  if (problem.status === 404) return t.notFound;
  return t.generic;
}

async function call<T>(request: Promise<ApiResult<T>>, t: TeamMessages["errors"]): Promise<TeamCall<T>> {
  const result = await request;
  if (result.ok) return { ok: true, data: result.data };
  const field = result.problem.issues[0]?.loc.at(-1);
  return {
    ok: false,
    message: messageOf(result.problem, t),
    field: typeof field === "string" ? field : undefined,
  };
}

export const inviteToTeam = (body: CreateInvitationInput, t: TeamMessages["errors"]) =>
  call(callApi(apiClient.POST("/v2/team/invitations", { body })), t);

export const resendInvitation = (invitation: string, t: TeamMessages["errors"]) =>
  call(
    callApi(apiClient.POST("/v2/team/invitations/{invitation}/resend", { params: { path: { invitation } } })),
    t,
  );

export const revokeInvitation = (invitation: string, t: TeamMessages["errors"]) =>
  call(
    callApi(apiClient.DELETE("/v2/team/invitations/{invitation}", { params: { path: { invitation } } })),
    t,
  );

export const changeRole = (userId: string, role: MerchantRole, t: TeamMessages["errors"]) =>
  call(callApi(apiClient.PUT("/v2/team/{userId}", { params: { path: { userId } }, body: { role } })), t);

export const removeFromTeam = (userId: string, t: TeamMessages["errors"]) =>
  call(callApi(apiClient.DELETE("/v2/team/{userId}", { params: { path: { userId } } })), t);

export const acceptInvitation = (
  invitation: string,
  body: AcceptInvitationInput,
  t: TeamMessages["errors"],
) =>
  call(
    callApi(
      apiClient.POST("/v2/team/invitations/{invitation}/accept", { params: { path: { invitation } }, body }),
    ),
    t,
  );
