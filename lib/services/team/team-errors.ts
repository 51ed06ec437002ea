import { ServiceError } from "@/lib/errors/api-error";
import { TEAM_ERROR_CODES, type TeamErrorCode } from "@/lib/schemas/team";

/** A team's coded refusal (`{"detail":{"code","message"}}`) with the status the operation documents. */
export const teamError = (code: TeamErrorCode, status: number) =>
  new ServiceError(code, TEAM_ERROR_CODES[code], status);
