import { connectToDatabase } from "@/lib/db/connect";
import { AppKey } from "@/lib/db/models/app-key";
import { newestFirst } from "@/lib/db/newest-first";
import type { AppKeyDto } from "@/lib/schemas/app-key";
import { type StoredAppKey, toAppKeyDto } from "@/lib/services/app-keys/app-key-dto";

/** A merchant's keys (at most APP_KEY_LIMITS.perMerchantMax live ones), newest first; never a secret. */
export async function listAppKeys({ merchantId }: { merchantId: string }): Promise<{ items: AppKeyDto[] }> {
  await connectToDatabase();
  const keys = await AppKey.find({ merchantId }).lean<StoredAppKey[]>();
  return { items: keys.sort(newestFirst).map(toAppKeyDto) };
}
