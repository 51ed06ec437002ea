import { isValidObjectId, Types } from "mongoose";
import { addDays, type Clock, systemClock } from "@/lib/clock";
import { connectToDatabase } from "@/lib/db/connect";
import { AppKey } from "@/lib/db/models/app-key";
import { Template } from "@/lib/db/models/template";
import { ServiceError } from "@/lib/errors/api-error";
import { unprocessable } from "@/lib/errors/unprocessable";
import {
  APP_KEY_ERROR_CODES,
  APP_KEY_LIMITS,
  type CreateAppKeyInput,
  type CreatedAppKeyDto,
} from "@/lib/schemas/app-key";
import { type StoredAppKey, toAppKeyDto } from "@/lib/services/app-keys/app-key-dto";
import { newAppKeyToken } from "@/lib/services/app-keys/app-key-secret";

const YEAR_DAYS = 365;

function expiryOf(requested: Date | null | undefined, at: Date): Date {
  if (!requested) return addDays(at, APP_KEY_LIMITS.defaultValidityYears * YEAR_DAYS);
  // A day of slack, so "two years from today" picked in a date field is accepted.
  const latest = addDays(at, APP_KEY_LIMITS.maxValidityYears * YEAR_DAYS + 1);
  if (requested.getTime() <= at.getTime())
    throw unprocessable(["body", "expires"], "expires must be in the future", requested.toISOString());
  if (requested.getTime() > latest.getTime()) {
    throw unprocessable(
      ["body", "expires"],
      `expires may be at most ${APP_KEY_LIMITS.maxValidityYears} years ahead`,
      requested.toISOString(),
    );
  }
  return requested;
}

/** Each named template must be the merchant's own (another merchant's reads as unknown). */
async function ownTemplateIds(merchantId: string, ids: string[] | null | undefined) {
  if (!ids || ids.length === 0) return null;
  const unique = [...new Set(ids)];
  const found = await Promise.all(
    unique.map((id) => (isValidObjectId(id) ? Template.findById(id).lean() : null)),
  );
  const unknown = unique.filter((_, index) => String(found[index]?.merchantId) !== merchantId);
  if (unknown.length > 0) throw unprocessable(["body", "allowedTemplates"], "No such template", unknown);
  return unique.map((id) => new Types.ObjectId(id));
}

/** Mints a key bound to the merchant; the answer carries the secret, which is never shown again. */
export async function createAppKey({
  merchantId,
  createdBy,
  input,
  now = systemClock,
}: {
  merchantId: string;
  createdBy: string;
  input: CreateAppKeyInput;
  now?: Clock;
}): Promise<CreatedAppKeyDto> {
  const at = now();
  const name = input.name.trim();
  if (!name) throw unprocessable(["body", "name"], "name must not be blank", input.name);
  const expiresAt = expiryOf(input.expires, at);
  await connectToDatabase();
  const allowedTemplates = await ownTemplateIds(merchantId, input.allowedTemplates);
  const held = await AppKey.find({ merchantId }, { expiresAt: 1 }).lean();
  if (held.filter((key) => key.expiresAt.getTime() > at.getTime()).length >= APP_KEY_LIMITS.perMerchantMax)
    throw new ServiceError("APP_KEY_LIMIT_REACHED", APP_KEY_ERROR_CODES.APP_KEY_LIMIT_REACHED, 409);
  const { token, secretHash, prefix } = newAppKeyToken();
  const created = await AppKey.create({
    merchantId,
    name,
    secretHash,
    prefix,
    fullAccess: input.fullAccess,
    allowedTemplates,
    expiresAt,
    createdBy,
  });
  return { ...toAppKeyDto(created.toObject() as StoredAppKey), token };
}
