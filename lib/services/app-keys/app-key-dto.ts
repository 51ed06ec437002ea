import type { Types } from "mongoose";
import type { AppKeyDocument } from "@/lib/db/models/app-key";
import type { AppKeyDto } from "@/lib/schemas/app-key";

export type StoredAppKey = AppKeyDocument & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** Never the hash, never the secret: only `createAppKey` answers the token, once. */
export function toAppKeyDto(key: StoredAppKey): AppKeyDto {
  return {
    id: String(key._id),
    name: key.name,
    prefix: key.prefix,
    fullAccess: key.fullAccess,
    allowedTemplates: key.allowedTemplates ? key.allowedTemplates.map(String) : null,
    expiresAt: key.expiresAt.toISOString(),
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt ? key.lastUsedAt.toISOString() : null,
  };
}
