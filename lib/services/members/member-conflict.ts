import { ServiceError } from "@/lib/errors/api-error";
import { MEMBER_ERROR_CODES, type MemberErrorCode } from "@/lib/schemas/member";

/** A coded refusal of the members' endpoints (409 unless told otherwise), worded as the schema documents it. */
export const memberConflict = (code: MemberErrorCode, status = 409) =>
  new ServiceError(code, MEMBER_ERROR_CODES[code], status);
