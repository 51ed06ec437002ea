import type { Types } from "mongoose";
import type { ProgramDocument } from "@/lib/db/models/program";

type StoredProgram = ProgramDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export type ProgramDto = Omit<ProgramDocument, "merchantId" | "createdAt" | "updatedAt"> & {
  id: string;
  merchantId: string;
  createdAt: string;
  updatedAt: string;
};

export function toProgramDto(program: StoredProgram): ProgramDto {
  const { _id, merchantId, createdAt, updatedAt, ...fields } = program as StoredProgram & { __v?: number };
  delete (fields as { __v?: number }).__v;
  return {
    id: String(_id),
    ...fields,
    merchantId: String(merchantId),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
