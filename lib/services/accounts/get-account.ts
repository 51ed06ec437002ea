import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { User } from "@/lib/db/models/user";
import { notFound } from "@/lib/errors/api-error";
import { isLanguage } from "@/lib/i18n/language";
import type { AccountDto } from "@/lib/schemas/account";

/** The signed-in person's profile, with the name of the merchant an owner belongs to. */
export async function getAccount({ userId }: { userId: string }): Promise<AccountDto> {
  await connectToDatabase();
  const user = await User.findById(userId).lean();
  if (user?.status !== "active") throw notFound("Account not found");
  const merchant = user.merchantId ? await Merchant.findById(user.merchantId).lean() : null;
  return {
    id: String(user._id),
    email: user.email,
    name: user.name,
    role: user.role,
    merchantId: user.merchantId ? String(user.merchantId) : null,
    company: merchant?.name ?? null,
    language: isLanguage(user.language) ? user.language : null,
  };
}
