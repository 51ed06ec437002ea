import type { ActionTarget } from "@/components/programs/program-actions-provider";
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

/** The few fields the action buttons need (client components get plain data, not the whole program). */
export const actionTargetOf = (program: ProgramSummary): ActionTarget => ({
  id: program.id,
  name: program.name,
  status: program.status,
  retentionDays: program.retention_period_days,
  programType: program.programType,
});
