import type { CreateProgramInput } from "@/lib/schemas/program";

type CustomFieldKey = keyof CreateProgramInput["customFields"][number];

export const PROGRAM_FIELD_LABELS: Record<keyof CreateProgramInput, string> = {
  name: "Program name",
  passTypeIdentifier: "Pass type identifier",
  schema: "Program schema",
  programType: "Program type",
  description: "Description",
  language: "Language",
  country: "Country",
  company: "Company name",
  address: "Address",
  website: "Website",
  email: "Contact e-mail",
  phone: "Phone",
  terms: "Terms and conditions",
  pointsAddEmail: "Points for adding an e-mail",
  pointsAddPhone: "Points for adding a phone number",
  pointsInstallPass: "Points for installing the pass",
  pointsScanPass: "Points per scan",
  dynamicScanPoints: "Staff choose the points at each scan",
  pointsReferral: "Points for a referral",
  referralRequiredPoints: "Points the referred customer must reach",
  scannerType: "Scanner",
  customPointsChangeMessage: "Points change message",
  disableCustomPointsChangeMessage: "Don’t notify customers when their points change",
  customPointName: "Name of one point",
  customPointsName: "Name of several points",
  customFields: "Custom fields",
  requiredFields: "Required fields",
  retention_period_days: "Retention period (days)",
};

export const CUSTOM_FIELD_LABELS: Record<CustomFieldKey, string> = {
  name: "Field key",
  type: "Type",
  displayName: "Label shown to customers",
  defaultValue: "Default value",
  options: "Options",
  points: "Points for filling it in",
  required: "Customers must fill this in",
};

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
export function fieldLabel(name: string): string {
  if (!name) return "Form";
  const [top, index, key] = name.split(".");
  const topLabel = PROGRAM_FIELD_LABELS[top as keyof CreateProgramInput] ?? name;
  if (top === "customFields" && index !== undefined && /^\d+$/.test(index)) {
    const fieldLabelText = key ? (CUSTOM_FIELD_LABELS[key as CustomFieldKey] ?? key) : "Field";
    return `Custom field ${Number(index) + 1}: ${fieldLabelText}`;
  }
  if (top === "requiredFields" && index !== undefined && /^\d+$/.test(index)) {
    return `${topLabel} (entry ${Number(index) + 1})`;
  }
  return topLabel;
}

/** A DOM id for a form path; the error summary links to it. */
export const fieldId = (name: string) => `program-${name.replace(/\./g, "-")}`;
