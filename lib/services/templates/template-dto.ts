import type { Types } from "mongoose";
import type { TemplateDocument } from "@/lib/db/models/template";
import type { PassField } from "@/lib/schemas/template";

type StoredTemplate = TemplateDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export type TemplateDto = {
  id: string;
  merchantId: string;
  programId: string | null;
  name: string;
  passType: TemplateDocument["passType"];
  organizationName: string | null;
  description: string | null;
  logoText: string | null;
  backgroundColor: string | null;
  foregroundColor: string | null;
  labelColor: string | null;
  transitType: TemplateDocument["transitType"] | null;
  headerFields: PassField[];
  primaryFields: PassField[];
  secondaryFields: PassField[];
  auxiliaryFields: PassField[];
  backFields: PassField[];
  createdAt: string;
  updatedAt: string;
};

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
