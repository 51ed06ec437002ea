import { apiClient, callApi } from "@/components/api/client";
import { problemText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/messages";
import type { ApiProblem, ApiResult } from "@/components/api/parse-api-error";
import type { WalletMessages } from "@/components/wallet/i18n/messages";
import type { AppleCertificateDto, GoogleWalletConfigDto, WalletStateDto } from "@/lib/schemas/wallet";

// The wallet settings page's /v2 calls, through the one typed client (components/api/client.ts).

export const walletApi = {
  state: (): Promise<ApiResult<WalletStateDto>> => callApi(apiClient.GET("/v2/wallet")),
  uploadCertificate: (form: FormData): Promise<ApiResult<AppleCertificateDto>> =>
    callApi(apiClient.POST("/v2/wallet/apple/certificates", { body: form as never })),
  deleteCertificate: (certificateId: string): Promise<ApiResult<unknown>> =>
    callApi(
      apiClient.DELETE("/v2/wallet/apple/certificates/{certificateId}", {
        params: { path: { certificateId } },
      }),
    ),
  saveGoogle: (body: {
    issuerId: string;
    serviceAccount: { client_email: string; private_key: string };
  }): Promise<ApiResult<GoogleWalletConfigDto>> => callApi(apiClient.PUT("/v2/wallet/google", { body })),
  removeGoogle: (): Promise<ApiResult<unknown>> => callApi(apiClient.DELETE("/v2/wallet/google")),
};

/** A failed call in the page's language: the upload's own codes first, then the shared wording. */
export function walletProblemText(problem: ApiProblem, t: WalletMessages, api: ApiMessages): string {
  if (problem.status === 413) return t.codes.tooLarge;
  if (problem.status === 401) return t.codes.session;
  const own: Partial<Record<string, string>> = t.codes;
  return own[problem.code] ?? problemText(problem, api);
}
