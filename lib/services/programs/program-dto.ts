import type { Types } from "mongoose";
import type { z } from "zod";
import type { ProgramDocument } from "@/lib/db/models/program";
import { DEFAULT_BARCODE_FORMAT, SCAN_MIN_GAP_MINUTES, SCANS_PER_DAY_MAX } from "@/lib/schemas/program";
import type { programResponseSchema } from "@/lib/schemas/program-response";

/** A program as stored (a lean document). */
export type StoredProgram = ProgramDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** A program as the API answers it: the type follows the documented response schema. */
export type ProgramDto = z.output<typeof programResponseSchema>;

/** API field names → stored field names (`schema` is stored as `programSchema`). */
export function toStoredProgramFields<T extends { schema?: unknown }>(input: T) {
  const { schema, ...rest } = input;
  return schema === undefined ? rest : { ...rest, programSchema: schema };
}

export function toProgramDto(program: StoredProgram): ProgramDto {
  const { _id, merchantId, createdAt, updatedAt, programSchema, status, archivedAt, ...fields } =
    program as StoredProgram & { __v?: number };
  delete (fields as { __v?: number }).__v;
  delete (fields as { deletedAt?: unknown }).deletedAt;
  return {
    id: String(_id),
    schema: programSchema,
    ...fields,
    tiers: fields.tiers ?? [],
    barcodeFormat: fields.barcodeFormat ?? DEFAULT_BARCODE_FORMAT,
    scanMinGapMinutes: fields.scanMinGapMinutes ?? SCAN_MIN_GAP_MINUTES.default,
    scansPerDayMax: fields.scansPerDayMax ?? SCANS_PER_DAY_MAX.default,
    requireSecurityCode: fields.requireSecurityCode ?? false,
    templateId: fields.templateId ? String(fields.templateId) : null,
    locationIds: [...new Set((fields.locationIds ?? []).map(String))],
    merchantId: String(merchantId),
    status: status === "archived" ? "archived" : "active",
    archivedAt: archivedAt ? archivedAt.toISOString() : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
