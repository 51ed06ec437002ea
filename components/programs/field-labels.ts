import type { ProgramMessages } from "@/components/programs/i18n/messages";
import type { CreateProgramInput } from "@/lib/schemas/program";

type CustomFieldKey = keyof CreateProgramInput["customFields"][number];

/** Top-level fields in the order the form shows them, so the error summary reads top to bottom. */
const FORM_ORDER: (keyof CreateProgramInput)[] = [
  "name",
  "passTypeIdentifier",
  "programType",
  "schema",
  "description",
  "language",
  "country",
  "company",
  "website",
  "email",
  "phone",
  "address",
  "terms",
  "pointsInstallPass",
  "pointsScanPass",
  "pointsAddEmail",
  "pointsAddPhone",
  "pointsReferral",
  "referralRequiredPoints",
  "dynamicScanPoints",
  "customPointName",
  "customPointsName",
  "customPointsChangeMessage",
  "disableCustomPointsChangeMessage",
  "scannerType",
  "customFields",
  "requiredFields",
  "retention_period_days",
];

const CUSTOM_FIELD_ORDER: CustomFieldKey[] = [
  "name",
  "displayName",
  "type",
  "defaultValue",
  "points",
  "options",
  "required",
];

function sortKey(name: string): number[] {
  const [top = "", index, key] = name.split(".");
  const topRank = FORM_ORDER.indexOf(top as keyof CreateProgramInput);
  const keyRank = key ? CUSTOM_FIELD_ORDER.indexOf(key as CustomFieldKey) : -1;
  return [name ? (topRank === -1 ? FORM_ORDER.length : topRank) : -1, Number(index ?? -1), keyRank];
}

/** Orders issues as their fields appear on the page; form-wide issues come first. */
export function byFormOrder(a: { name: string }, b: { name: string }): number {
  const left = sortKey(a.name);
  const right = sortKey(b.name);
  for (let i = 0; i < left.length; i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The label a person would recognise for a form path such as `customFields.0.name`. */
export function fieldLabel(name: string, t: ProgramMessages): string {
  if (!name) return t.summary.form;
  const [top, index, key] = name.split(".");
  const topLabel = t.fields[top as keyof CreateProgramInput] ?? name;
  if (top === "customFields" && index !== undefined && /^\d+$/.test(index)) {
    const part = key ? (t.customFields[key as CustomFieldKey] ?? key) : t.summary.field;
    return t.summary.customField(Number(index) + 1, part);
  }
  if (top === "requiredFields" && index !== undefined && /^\d+$/.test(index)) {
    return t.summary.entry(topLabel, Number(index) + 1);
  }
  return topLabel;
}

/** A DOM id for a form path; the error summary links to it. */
export const fieldId = (name: string) => `program-${name.replace(/\./g, "-")}`;
