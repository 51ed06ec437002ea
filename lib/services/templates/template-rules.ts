import { isValidObjectId } from "mongoose";
import { Program } from "@/lib/db/models/program";
import { unprocessable } from "@/lib/errors/unprocessable";
import { FIELD_LIMITS, PASS_FIELD_GROUPS } from "@/lib/passes/field-limits";
import { PASS_KIND_LABELS, type PassKind } from "@/lib/passes/image-rules";
import type { PassField } from "@/lib/schemas/template";

type FieldGroups = Partial<Record<(typeof PASS_FIELD_GROUPS)[number], PassField[]>>;

/** Apple's per-kind field counts (a boarding pass has two primary fields, a store card one). */
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
