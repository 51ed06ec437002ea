import type { Types } from "mongoose";
import type { z } from "zod";
import type { TemplateDocument } from "@/lib/db/models/template";
import type { PassField, templateResponseSchema } from "@/lib/schemas/template";

/** A template as stored (a lean document). */
export type StoredTemplate = TemplateDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** A template as the API answers it: the type follows the documented response schema. */
export type TemplateDto = z.output<typeof templateResponseSchema>;

const fields = (group: unknown): PassField[] =>
  ((group as PassField[] | undefined) ?? []).map(({ key, label, value }) => ({
    key,
    label: label ?? null,
    value,
  }));

export function toTemplateDto(template: StoredTemplate): TemplateDto {
  return {
    id: String(template._id),
    merchantId: String(template.merchantId),
    programId: template.programId ? String(template.programId) : null,
    name: template.name,
    passType: template.passType,
    organizationName: template.organizationName ?? null,
    description: template.description ?? null,
    logoText: template.logoText ?? null,
    backgroundColor: template.backgroundColor ?? null,
    foregroundColor: template.foregroundColor ?? null,
    labelColor: template.labelColor ?? null,
    transitType: template.transitType ?? null,
    headerFields: fields(template.headerFields),
    primaryFields: fields(template.primaryFields),
    secondaryFields: fields(template.secondaryFields),
    auxiliaryFields: fields(template.auxiliaryFields),
    backFields: fields(template.backFields),
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}
