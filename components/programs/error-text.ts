import { type IssueKind, isEmailError, issueText, problemText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import { API_PROBLEM_CODES, type ApiProblem, fieldOf } from "@/components/api/parse-api-error";
import type { FieldIssue } from "@/components/programs/form-errors";
import type { ProgramMessages } from "@/components/programs/i18n/messages";
import { OPTIONS_REQUIRED, PHONE_FORMAT } from "@/components/programs/program-form-schema";

/**
 * The builder's wording of a validation error, chosen by its Pydantic type (or the form's own check) and its
 * bounds in `ctx`. The API keeps Pydantic's exact English messages for partners' clients; merchants in the
 * dashboard get a sentence in their language that says what to do. Kinds the builder has no own sentence for
 * get the dashboard's shared wording (components/api/i18n).
 */
type Errors = ProgramMessages["errors"];
type Ctx = Record<string, unknown>;

const bound = (ctx: Ctx, key: string) => String(ctx[key] ?? "");

const BY_TYPE: Record<string, (ctx: Ctx, t: Errors) => string> = {
  missing: (_, t) => t.required,
  string_too_short: (ctx, t) =>
    bound(ctx, "min_length") === "1" ? t.required : t.tooShort(bound(ctx, "min_length")),
  string_too_long: (ctx, t) => t.tooLong(bound(ctx, "max_length")),
  too_long: (ctx, t) => t.listTooLong(bound(ctx, "max_length")),
  url_parsing: (_, t) => t.urlParsing,
  url_scheme: (_, t) => t.urlScheme,
  url_too_long: (_, t) => t.urlTooLong,
  int_type: (_, t) => t.wholeNumber,
  int_parsing: (_, t) => t.wholeNumber,
  int_from_float: (_, t) => t.noDecimals,
  greater_than_equal: (ctx, t) => t.atLeast(bound(ctx, "ge")),
  less_than_equal: (ctx, t) => t.atMost(bound(ctx, "le")),
  enum: (_, t) => t.chooseOption,
  bool_type: (_, t) => t.yesOrNo,
  bool_parsing: (_, t) => t.yesOrNo,
  [PHONE_FORMAT]: (_, t) => t.phone,
  [OPTIONS_REQUIRED]: (_, t) => t.optionsRequired,
};

const BY_FIELD_AND_TYPE: Record<string, (t: Errors, input: unknown) => string> = {
  // An empty identifier fails the pattern too, but what the merchant must do is fill it in.
  "passTypeIdentifier string_pattern_mismatch": (t, input) => (input === "" ? t.required : t.passTypePattern),
  // The schema's one cross-tier rule (the form's check is zod's "custom", the API's 422 a value_error).
  "minLifetimePoints custom": (t) => t.tiersAscending,
  "minLifetimePoints value_error": (t) => t.tiersAscending,
  // An IANA name the runtime does not know (the form's check is zod's "custom", the API's 422 a value_error).
  "timeZone custom": (t) => t.timeZone,
  "timeZone value_error": (t) => t.timeZone,
};

export function programErrorText({
  field,
  issue,
  t,
  api,
  input,
}: {
  field: string;
  issue: IssueKind;
  t: ProgramMessages;
  api: ApiMessages;
  /** The value the form holds at the field, when known. */
  input?: unknown;
}): string {
  const leaf =
    field
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? field;
  const specific = BY_FIELD_AND_TYPE[`${leaf} ${issue.type}`];
  if (specific) return specific(t.errors, input);
  if (isEmailError(issue)) {
    return t.errors.email;
  }
  return BY_TYPE[issue.type]?.(issue.ctx ?? {}, t.errors) ?? issueText(issue, api);
}

/** A failed save → messages at the fields the 422 names, or for the whole form. */
export function programIssues(problem: ApiProblem, t: ProgramMessages, api: ApiMessages): FieldIssue[] {
  if (problem.issues.length > 0) {
    return problem.issues.map((issue) => {
      const name = fieldOf(issue);
      // A rule about the whole request names no field to fix: say so rather than "this value".
      if (!name) return { name, message: api.outcomes.badRequest };
      return { name, message: programErrorText({ field: name, issue, t, api }) };
    });
  }
  const own: Partial<Record<string, string>> = {
    [API_PROBLEM_CODES.network]: t.api.offline,
    [API_PROBLEM_CODES.unauthenticated]: t.api[401],
    [API_PROBLEM_CODES.forbidden]: t.api[403],
    [API_PROBLEM_CODES.notFound]: t.api[404],
    [API_PROBLEM_CODES.tooLarge]: t.api[413],
    [API_PROBLEM_CODES.rateLimited]: t.api[429],
    [API_PROBLEM_CODES.server]: problem.requestId
      ? t.api.reference(t.api.generic, problem.requestId)
      : t.api.generic,
  };
  return [{ name: "", message: problemText(problem, api, own) }];
}
