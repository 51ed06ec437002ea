import type { components } from "@/components/api/v2";
import type { TemplateBody } from "@/components/templates/save-template";
import { PASS_FIELD_GROUPS } from "@/lib/passes/field-limits";
import type { PassKind } from "@/lib/passes/image-rules";
import type { CreateTemplateInput, PassField } from "@/lib/schemas/template";

type FieldRow = { key: string; label: string; value: string };

/** The designer's form: every input holds a string; empty means "not set". */
export type DesignerValues = {
  name: string;
  passType: PassKind;
  programId: string;
  organizationName: string;
  description: string;
  logoText: string;
  backgroundColor: string;
  foregroundColor: string;
  labelColor: string;
  headerFields: FieldRow[];
  primaryFields: FieldRow[];
  secondaryFields: FieldRow[];
  auxiliaryFields: FieldRow[];
  backFields: FieldRow[];
};

const rows = (fields: PassField[] | undefined): FieldRow[] =>
  (fields ?? []).map((field) => ({ key: field.key, label: field.label ?? "", value: field.value }));

/** A stored template as the server renders it or the API answers it. */
type StoredTemplate = components["schemas"]["Template"];

export function toDesignerValues(template?: StoredTemplate): DesignerValues {
  return {
    name: template?.name ?? "",
    passType: template?.passType ?? "storeCard",
    programId: template?.programId ?? "",
    organizationName: template?.organizationName ?? "",
    description: template?.description ?? "",
    logoText: template?.logoText ?? "",
    backgroundColor: template?.backgroundColor ?? "#1f2937",
    foregroundColor: template?.foregroundColor ?? "#ffffff",
    labelColor: template?.labelColor ?? "#cbd5e1",
    headerFields: rows(template?.headerFields),
    primaryFields: rows(template?.primaryFields),
    secondaryFields: rows(template?.secondaryFields),
    auxiliaryFields: rows(template?.auxiliaryFields),
    backFields: rows(template?.backFields),
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text);

/** What the API receives: empty inputs become null, empty labels are left out. */
export function toTemplatePayload(values: DesignerValues): TemplateBody {
  const groups = Object.fromEntries(
    PASS_FIELD_GROUPS.map((group) => [
      group,
      values[group].map((row) => ({ key: row.key, label: orNull(row.label), value: row.value })),
    ]),
  );
  return {
    name: values.name,
    passType: values.passType,
    programId: orNull(values.programId),
    organizationName: orNull(values.organizationName),
    description: orNull(values.description),
    logoText: orNull(values.logoText),
    backgroundColor: orNull(values.backgroundColor),
    foregroundColor: orNull(values.foregroundColor),
    labelColor: orNull(values.labelColor),
    ...groups,
  } satisfies Partial<Record<keyof CreateTemplateInput, unknown>> as TemplateBody;
}
