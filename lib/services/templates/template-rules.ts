import { isValidObjectId } from "mongoose";
import { Program } from "@/lib/db/models/program";
import { unprocessable } from "@/lib/errors/unprocessable";
import {
  COMBINED_SECONDARY_AUXILIARY_LIMIT,
  FIELD_LIMITS,
  isServiceFieldKey,
  PASS_FIELD_GROUPS,
} from "@/lib/passes/field-limits";
import { PASS_KIND_LABELS, type PassKind } from "@/lib/passes/image-rules";
import type { PassField } from "@/lib/schemas/template";

type FieldGroups = Partial<Record<(typeof PASS_FIELD_GROUPS)[number], PassField[]>>;

/**
 * Apple's per-kind field counts (a boarding pass has two primary fields, a store card one), and the combined four
 * secondary and auxiliary fields of coupons, store cards and generic passes (the 422 at `auxiliaryFields`).
 */
export function assertFieldLimits(kind: PassKind, groups: FieldGroups): void {
  for (const group of PASS_FIELD_GROUPS) {
    const items = groups[group] ?? [];
    const limit = FIELD_LIMITS[kind][group];
    if (items.length > limit) {
      throw unprocessable(
        ["body", group],
        `A ${PASS_KIND_LABELS[kind]} shows at most ${limit} ${group.replace("Fields", "")} field${limit === 1 ? "" : "s"}`,
        items,
      );
    }
  }
  const combined = COMBINED_SECONDARY_AUXILIARY_LIMIT[kind];
  const auxiliary = groups.auxiliaryFields ?? [];
  if (combined !== undefined && (groups.secondaryFields ?? []).length + auxiliary.length > combined)
    throw unprocessable(
      ["body", "auxiliaryFields"],
      `A ${PASS_KIND_LABELS[kind]} shows at most ${combined} secondary and auxiliary fields together`,
      auxiliary,
    );
}

/**
 * Keys are unique over the whole pass: passkit-generator drops a field whose key another field holds. A key the
 * service writes itself (SERVICE_FIELD_KEYS: `signature`, the program's texts, the offers) or one used twice
 * is refused at the repeated field's `key` instead of vanishing from the pass.
 */
export function assertFieldKeys(groups: FieldGroups): void {
  const used = new Set<string>();
  for (const group of PASS_FIELD_GROUPS) {
    for (const [index, field] of (groups[group] ?? []).entries()) {
      const loc = ["body", group, index, "key"];
      if (isServiceFieldKey(field.key))
        throw unprocessable(loc, `The key ${field.key} is reserved for the pass's own fields`, field.key);
      if (used.has(field.key))
        throw unprocessable(loc, `The key ${field.key} is used by another field of the pass`, field.key);
      used.add(field.key);
    }
  }
}

/** A template may name one of the merchant's own programs; another merchant's reads as unknown. */
export async function assertOwnProgram(
  merchantId: string,
  programId: string | null | undefined,
): Promise<void> {
  if (!programId) return;
  const program = isValidObjectId(programId) ? await Program.findById(programId).lean() : null;
  if (!program || String(program.merchantId) !== merchantId) {
    throw unprocessable(["body", "programId"], "No such program", programId);
  }
}
