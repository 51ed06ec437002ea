import type { ProgramDto } from "@/lib/services/programs/program-dto";

export type ProgramSummary = Pick<
  ProgramDto,
  "id" | "name" | "programType" | "schema" | "passTypeIdentifier" | "updatedAt" | "retention_period_days"
>;

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
