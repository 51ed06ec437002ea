import { ApiError, ServiceError } from "@/lib/errors/api-error";
import type { PROGRAM_TYPES } from "@/lib/schemas/program";
import {
  isSuitablePassKind,
  PROGRAM_TEMPLATE_ERROR_CODES,
  type ProgramTemplateErrorCode,
} from "@/lib/schemas/program-template";
import { getTemplateOrThrow } from "@/lib/services/templates/get-template";

const conflict = (code: ProgramTemplateErrorCode) =>
  new ServiceError(code, PROGRAM_TEMPLATE_ERROR_CODES[code], 409);

/**
 * A program may name a template of its merchant (else 404, as for any other merchant's id), bound to this
 * program or to none (409 `TEMPLATE_OF_OTHER_PROGRAM`), of a kind that suits the program's type (409
 * `TEMPLATE_KIND_UNSUITABLE`, lib/schemas/program-template.ts). `programId` null: a program being created.
 */
export async function assertProgramTemplate({
  merchantId,
  programId,
  programType,
  templateId,
  isKept = false,
}: {
  merchantId: string;
  programId: string | null;
  programType: (typeof PROGRAM_TYPES)[number];
  templateId: string | null | undefined;
  /** The program's stored template, kept by an update that changes the type: gone is fine (the default design). */
  isKept?: boolean;
}): Promise<void> {
  if (!templateId) return;
  const template = await getTemplateOrThrow({ merchantId, templateId }).catch((error: unknown) => {
    if (isKept && error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!template) return;
  if (template.programId && String(template.programId) !== programId)
    throw conflict("TEMPLATE_OF_OTHER_PROGRAM");
  if (!isSuitablePassKind(programType, template.passType)) throw conflict("TEMPLATE_KIND_UNSUITABLE");
}
