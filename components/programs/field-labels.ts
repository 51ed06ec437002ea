import { FORM_ORDER } from "@/components/programs/builder-tabs";
import type { ProgramMessages } from "@/components/programs/i18n/messages";
import type { CreateProgramInput } from "@/lib/schemas/program";

type CustomFieldKey = keyof CreateProgramInput["customFields"][number];
type TierKey = keyof CreateProgramInput["tiers"][number];

const CUSTOM_FIELD_ORDER: CustomFieldKey[] = [
  "name",
  "displayName",
  "type",
  "defaultValue",
  "points",
  "options",
  "required",
];

const TIER_ORDER: TierKey[] = ["name", "minLifetimePoints"];

/** The order of the parts of one list entry, as its row shows them. */
const ENTRY_ORDER: Partial<Record<string, readonly string[]>> = {
  customFields: CUSTOM_FIELD_ORDER,
  tiers: TIER_ORDER,
};

function sortKey(name: string): number[] {
  const [top = "", index, key] = name.split(".");
  const topRank = FORM_ORDER.indexOf(top as keyof CreateProgramInput);
  const keyRank = key ? (ENTRY_ORDER[top]?.indexOf(key) ?? -1) : -1;
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
  if (top === "tiers" && index !== undefined && /^\d+$/.test(index)) {
    const part = key ? (t.tierFields[key as TierKey] ?? key) : t.summary.field;
    return t.summary.tier(Number(index) + 1, part);
  }
  if (top === "requiredFields" && index !== undefined && /^\d+$/.test(index)) {
    return t.summary.entry(topLabel, Number(index) + 1);
  }
  return topLabel;
}

/** A DOM id for a form path; the error summary links to it. */
export const fieldId = (name: string) => `program-${name.replace(/\./g, "-")}`;
