import { Types } from "mongoose";
import { ApiError } from "@/lib/errors/api-error";
import { toValidationItems, type ValidationErrorItem } from "@/lib/errors/validation-error";
import {
  hasImportKey,
  importKeyMissingIssue,
  MEMBER_IMPORT_KEYS,
  type MemberImportKey,
  type MemberImportResult,
  memberImportRowSchema,
} from "@/lib/schemas/member-import";
import { type FieldsProgram, type MemberValues, memberValuesOf } from "@/lib/services/members/member-fields";
import { memberHashesOf, memberKeyOf } from "@/lib/services/members/member-keys";

/** A row that passed every check, with the member id it will have and the keys it claims. */
export type ImportCandidate = {
  row: number;
  memberId: Types.ObjectId;
  values: MemberValues;
  openingPoints: number;
  /** The row's member keys, with the HMAC the member will carry for each (`emailHash`…). */
  keys: { field: MemberImportKey; keyId: string; hash: string }[];
};

type Checked = { candidate: ImportCandidate } | { refused: MemberImportResult };

/** `["body", field…]` of a single member's check → `["body", "rows", row, field…]` of the batch. */
const inRow = (row: number, items: ValidationErrorItem[]) =>
  items.map((item) => ({ ...item, loc: ["body", "rows", row, ...item.loc.slice(1)] }));

function valuesOrIssues(program: FieldsProgram, input: Record<string, unknown>) {
  try {
    return { values: memberValuesOf({ program, input }), issues: [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && Array.isArray(error.detail)) {
      return { values: null, issues: error.detail as ValidationErrorItem[] };
    }
    throw error;
  }
}

/**
 * One row checked as a join would be (the row schema, then the program's custom field types and required
 * fields, phone normalisation), plus the import's own rule: it must carry an e-mail, phone or external id.
 */
function checkRow(program: FieldsProgram & { _id: unknown }, input: unknown, row: number): Checked {
  const raw = input as Record<string, unknown>;
  const issues: ValidationErrorItem[] = [];
  if (!hasImportKey(raw)) issues.push(importKeyMissingIssue(["body", "rows", row], raw));
  const parsed = memberImportRowSchema.safeParse(raw);
  if (!parsed.success) {
    issues.push(...inRow(row, toValidationItems(parsed.error, { source: "body", input: raw })));
    return { refused: { row, status: "refused", issues } };
  }
  const { points, ...given } = parsed.data;
  const checked = valuesOrIssues(program, given);
  issues.push(...inRow(row, checked.issues));
  if (!checked.values || issues.length > 0) return { refused: { row, status: "refused", issues } };
  const values = checked.values;
  const hashes: Record<string, string | null | undefined> = memberHashesOf(values);
  const keys = MEMBER_IMPORT_KEYS.flatMap((field) => {
    const value = values[field];
    const hash = hashes[`${field}Hash`];
    return value && hash ? [{ field, keyId: memberKeyOf(program._id, field, value), hash }] : [];
  });
  return {
    candidate: { row, memberId: new Types.ObjectId(), values, openingPoints: points ?? 0, keys },
  };
}

/** Every row checked on its own: the candidates to store, and the refused rows with their issues. */
export function checkImportRows({
  program,
  rows,
}: {
  program: FieldsProgram & { _id: unknown };
  rows: unknown[];
}) {
  const candidates: ImportCandidate[] = [];
  const refused: MemberImportResult[] = [];
  rows.forEach((input, row) => {
    const checked = checkRow(program, input, row);
    if ("candidate" in checked) candidates.push(checked.candidate);
    else refused.push(checked.refused);
  });
  return { candidates, refused };
}
