import { issueText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import type { ApiIssue } from "@/components/api/parse-api-error";
import type { ImportProgram } from "@/components/member-import/column-mapping";
import type { MemberImportMessages } from "@/components/member-import/i18n/en";

/** The field an issue is about, as the page names it: a member field's label or a custom field's display name. */
function fieldLabel(
  loc: (string | number)[],
  program: ImportProgram,
  t: MemberImportMessages,
): string | null {
  const [first, second] = loc;
  if (first === "customFields" && typeof second === "string") {
    const field = program.customFields.find((each) => each.name === second);
    return field?.displayName || field?.name || second;
  }
  return typeof first === "string" ? (t.fields[first] ?? first) : null;
}

/**
 * One problem of a row in the page's language, from its type and where it is (`loc` within the row): the
 * import's own rule and the kinds the shared wording lacks first, then the shared wording of Pydantic's types.
 */
export function rowIssueText(
  issue: ApiIssue,
  program: ImportProgram,
  t: MemberImportMessages,
  api: ApiMessages,
): string {
  if (issue.type === "import_key_missing") return t.issues.importKeyMissing;
  const label = fieldLabel(issue.loc, program, t);
  const problem =
    issue.loc[0] === "phone" && issue.type === "value_error"
      ? t.issues.phone
      : issue.type.startsWith("date_")
        ? t.issues.date
        : issue.type === "extra_forbidden"
          ? t.issues.unknownCustomField
          : issueText(issue, api);
  return label ? t.issues.at(label, problem) : problem;
}

/** `["body", "rows", n, field…]` of the API's answer → `[field…]`, as the browser's own check locates issues. */
export const issueWithinRow = (issue: {
  loc: (string | number)[];
  type: string;
  msg: string;
  ctx?: Record<string, unknown>;
}): ApiIssue => ({ loc: issue.loc.slice(3), type: issue.type, msg: issue.msg, ctx: issue.ctx ?? {} });
