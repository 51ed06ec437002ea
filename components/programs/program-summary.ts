import type { ActionTarget } from "@/components/programs/program-actions-provider";
import type { Language } from "@/lib/i18n/language";
import type { ProgramDto } from "@/lib/services/programs/program-dto";

export type ProgramSummary = Pick<
  ProgramDto,
  | "id"
  | "name"
  | "programType"
  | "schema"
  | "passTypeIdentifier"
  | "status"
  | "createdAt"
  | "updatedAt"
  | "retention_period_days"
>;

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }),
  de: new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "UTC" }),
};

export const formatDate = (iso: string, language: Language = "en") =>
  dateFormats[language].format(new Date(iso));

/** The few fields the action buttons need (client components get plain data, not the whole program). */
export const actionTargetOf = (program: ProgramSummary): ActionTarget => ({
  id: program.id,
  name: program.name,
  status: program.status,
  retentionDays: program.retention_period_days,
});
