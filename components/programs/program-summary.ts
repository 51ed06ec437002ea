import type { ProgramStatus, ProgramType } from "@/lib/schemas/program";
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

/** What an action (archive, duplicate, delete, copy id) needs to know about its program. */
export type ActionTarget = {
  id: string;
  name: string;
  status: ProgramStatus;
  retentionDays: number;
  programType: ProgramType;
};

/** The few fields the action buttons need (client components get plain data, not the whole program). */
export const actionTargetOf = (program: ProgramSummary): ActionTarget => ({
  id: program.id,
  name: program.name,
  status: program.status,
  retentionDays: program.retention_period_days,
  programType: program.programType,
});
