import { problemText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import { API_PROBLEM_CODES, type ApiProblem } from "@/components/api/parse-api-error";
import type { ScannerMessages } from "@/components/scanner/i18n/en";

/** A failed gift-card lookup or redemption worded for the counter, from its code. */
export function giftCardProblemText(problem: ApiProblem, t: ScannerMessages, api: ApiMessages): string {
  const { problems } = t.giftCards;
  // The program asks for the security code and none was sent (decision 046).
  if (problem.status === 422 && problem.issues.some((issue) => issue.loc.includes("securityCode")))
    return problems.codeMissing;
  return problemText(problem, api, {
    NOT_FOUND: problems.unknown,
    CARD_NOT_REDEEMABLE: problems.notRedeemable,
    INSUFFICIENT_BALANCE: problems.insufficient,
    LEDGER_BUSY: problems.busy,
    SECURITY_CODE_WRONG: problems.codeWrong,
    SECURITY_CODE_LOCKED: problems.codeLocked,
    [API_PROBLEM_CODES.network]: problems.network,
  });
}
