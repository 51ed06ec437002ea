import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { AppKey } from "@/lib/db/models/app-key";
import { notFound } from "@/lib/errors/api-error";
import { forgetAppKeyUse } from "@/lib/services/app-keys/record-app-key-use";

/** Deletes the key: the next request with it finds no row and answers 401, on every server. */
export async function revokeAppKey({ merchantId, appKeyId }: { merchantId: string; appKeyId: string }) {
  await connectToDatabase();
  const key = isValidObjectId(appKeyId) ? await AppKey.findById(appKeyId).lean() : null;
  if (!key || String(key.merchantId) !== merchantId) throw notFound("App key not found");
  await AppKey.deleteOne({ _id: key._id });
  forgetAppKeyUse(appKeyId);
}
