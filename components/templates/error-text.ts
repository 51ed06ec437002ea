import { type IssueKind, issueText, problemText } from "@/components/api/error-text";
import type { ApiMessages } from "@/components/api/i18n/en";
import { API_PROBLEM_CODES, type ApiProblem } from "@/components/api/parse-api-error";
import type { TemplateMessages } from "@/components/templates/i18n/en";
import {
  COMBINED_SECONDARY_AUXILIARY_LIMIT,
  FIELD_LIMITS,
  OFFER_FIELD_KEY_PREFIX,
  PASS_FIELD_GROUPS,
  SERVICE_FIELD_KEYS,
} from "@/lib/passes/field-limits";
import {
  appleFileName,
  dimensionProblem,
  type PassImageResolution,
  type PassImageType,
  type PassKind,
  type PixelRule,
} from "@/lib/passes/image-rules";
import { PASS_PLACEHOLDERS } from "@/lib/passes/placeholders";

const COLOUR_FIELDS = new Set(["backgroundColor", "foregroundColor", "labelColor"]);
const isFieldGroup = (field: string): field is (typeof PASS_FIELD_GROUPS)[number] =>
  (PASS_FIELD_GROUPS as readonly string[]).includes(field);

/** The unknown placeholders the API (or the local check) named in the issue's ctx, as `{name}`. */
const unknownPlaceholdersOf = (issue: IssueKind): string[] => {
  const named = issue.ctx?.placeholders;
  return Array.isArray(named) ? named.filter((name): name is string => typeof name === "string") : [];
};

/** A designer field problem in the page's language, from its kind and the rules the page knows itself. */
export function templateIssueText({
  field,
  issue,
  kind,
  t,
  api,
}: {
  field: string;
  issue: IssueKind;
  kind: PassKind;
  t: TemplateMessages;
  api: ApiMessages;
}): string {
  const combined = COMBINED_SECONDARY_AUXILIARY_LIMIT[kind];
  if (issue.type === "value_error" && field === "auxiliaryFields" && combined !== undefined)
    return t.errors.tooManyCombined(combined);
  if (issue.type === "value_error" && isFieldGroup(field))
    return t.errors.tooManyFields(FIELD_LIMITS[kind][field]);
  if (issue.type === "value_error" && /^\w+Fields\.\d+\.key$/.test(field))
    return t.errors.reservedKey([...SERVICE_FIELD_KEYS, `${OFFER_FIELD_KEY_PREFIX}…`].join(", "));
  if (issue.type === "value_error" && field === "programId") return t.errors.noSuchProgram;
  if (issue.type === "value_error" && /^\w+Fields\.\d+\.value$/.test(field))
    return t.errors.unknownPlaceholder(
      unknownPlaceholdersOf(issue),
      PASS_PLACEHOLDERS.map((name) => `{${name}}`).join(", "),
    );
  if (issue.type === "string_pattern_mismatch" && COLOUR_FIELDS.has(field)) return t.errors.colour;
  return issueText(issue, api);
}

/** A whole-request problem of templates and offers: their own codes and statuses, then the shared wording. */
export function templateProblemText(problem: ApiProblem, t: TemplateMessages, api: ApiMessages): string {
  const own: Partial<Record<string, string>> = {
    ...t.codes,
    [API_PROBLEM_CODES.unauthenticated]: t.statusMessages[401],
    [API_PROBLEM_CODES.notFound]: t.statusMessages[404],
    [API_PROBLEM_CODES.tooLarge]: t.statusMessages[413],
  };
  return problemText(problem, api, own);
}

/** "from 29×29 to 38×38" / "von 29×29 bis 38×38": a slot's pixel rule in the page's language. */
export function slotSizeText(rule: PixelRule, t: TemplateMessages): string {
  const min = rule.minWidth !== undefined ? `${rule.minWidth}×${rule.minHeight ?? rule.minWidth}` : null;
  return t.slot.size({
    min,
    max: `${rule.maxWidth}×${rule.maxHeight}`,
    hasAspect: rule.minAspect !== undefined,
  });
}

export type ImageSlot = {
  kind: PassKind;
  type: PassImageType;
  resolution: PassImageResolution;
  rule: PixelRule;
};

/**
 * Why an upload was refused, in the page's language. The API explains a refused image in English only
 * (`value_error` at `["body","image"]`); the page knows the slot's rule and measured the file, so it words the
 * same judgement itself.
 */
export function imageProblemText({
  problem,
  slot,
  size,
  t,
  api,
}: {
  problem: ApiProblem;
  slot: ImageSlot;
  size: { width: number; height: number } | null;
  t: TemplateMessages;
  api: ApiMessages;
}): string {
  const [issue] = problem.issues;
  if (problem.status === 0) return t.slot.failed;
  if (!issue) return templateProblemText(problem, t, api);
  if (issue.loc[0] === "path") return t.slot.notAllowed(t.imageTypes[slot.type], t.kinds[slot.kind]);
  if (issue.type !== "value_error") return issueText(issue, api);
  if (size && dimensionProblem(slot.rule, size.width, size.height)) {
    return t.slot.wrongSize({
      type: t.imageTypes[slot.type],
      file: appleFileName(slot.type, slot.resolution),
      kind: t.kinds[slot.kind],
      size: slotSizeText(slot.rule, t),
      actual: `${size.width}×${size.height}`,
    });
  }
  return t.slot.unreadable;
}
