import type { Types } from "mongoose";
import type { ProgramDocument } from "@/lib/db/models/program";

type StoredProgram = ProgramDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export type ProgramDto = Omit<ProgramDocument, "merchantId" | "createdAt" | "updatedAt" | "programSchema"> & {
  id: string;
  schema: ProgramDocument["programSchema"];
  merchantId: string;
  createdAt: string;
  updatedAt: string;
};

/** API field names → stored field names (`schema` is stored as `programSchema`). */
export function toStoredProgramFields<T extends { schema?: unknown }>(input: T) {
  const { schema, ...rest } = input;
  return schema === undefined ? rest : { ...rest, programSchema: schema };
}

export function toProgramDto(program: StoredProgram): ProgramDto {
  const { _id, merchantId, createdAt, updatedAt, programSchema, ...fields } = program as StoredProgram & {
    __v?: number;
  };
  delete (fields as { __v?: number }).__v;
  delete (fields as { deletedAt?: unknown }).deletedAt;
  return {
    id: String(_id),
    schema: programSchema,
    ...fields,
    merchantId: String(merchantId),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
