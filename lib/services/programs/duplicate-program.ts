import { Types } from "mongoose";
import { type Clock, systemClock } from "@/lib/clock";
import { Program } from "@/lib/db/models/program";
import { Template } from "@/lib/db/models/template";
import { type DuplicateProgramInput, PROGRAM_NAME_MAX_LENGTH } from "@/lib/schemas/program";
import { getProgramOrThrow } from "@/lib/services/programs/get-program";
import { type ProgramDto, toProgramDto } from "@/lib/services/programs/program-dto";

const COPY_SUFFIX = " (copy)";

/** "<name> (copy)", the name shortened (by code points, as the limit counts) so the result fits the limit. */
export function copyNameOf(name: string): string {
  const room = PROGRAM_NAME_MAX_LENGTH - COPY_SUFFIX.length;
  return `${Array.from(name).slice(0, room).join("").trimEnd()}${COPY_SUFFIX}`;
}

/**
 * A new, active program with the source's settings (archived sources too: a merchant restarts last season's
 * program this way). Nothing that belongs to customers or to the source's history is copied: no gift cards,
 * no offers, no templates. The copy wears the source's template only when that template is bound to no program
 * (a template bound to the source stays the source's).
 */
export async function duplicateProgram({
  merchantId,
  programId,
  input,
  now = systemClock,
}: {
  merchantId: string;
  programId: string;
  input: DuplicateProgramInput;
  now?: Clock;
}): Promise<ProgramDto> {
  const source = await getProgramOrThrow({ merchantId, programId });
  const { _id, createdAt, updatedAt, deletedAt, status, archivedAt, __v, ...settings } =
    source as typeof source & {
      __v?: number;
    };
  const at = now();
  const copy = {
    ...settings,
    _id: new Types.ObjectId(),
    name: input?.name ?? copyNameOf(source.name),
    templateId: await sharedTemplateIdOf(source),
    status: "active" as const,
    archivedAt: null,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
  };
  await Program.collection.insertOne(copy);
  return toProgramDto(copy);
}

async function sharedTemplateIdOf(source: { templateId?: Types.ObjectId | null }) {
  if (!source.templateId) return null;
  const template = await Template.findById(source.templateId, { programId: 1 }).lean();
  return template && !template.programId ? source.templateId : null;
}
