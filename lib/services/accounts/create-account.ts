import { hashPassword } from "@/lib/auth/password";
import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { User } from "@/lib/db/models/user";
import { normalizeEmail } from "@/lib/services/auth/sign-in";

type PersonInput = { email: string; name: string; password: string };

/** An active merchant with its owner, ready to sign in (seed data, tests, and activated signups). */
export async function createMerchantWithOwner({
  merchantName,
  country = null,
  owner,
}: {
  merchantName: string;
  country?: string | null;
  owner: PersonInput;
}) {
  await connectToDatabase();
  const merchant = await Merchant.create({ name: merchantName, country, status: "active" });
  const user = await User.create({
    email: normalizeEmail(owner.email),
    passwordHash: await hashPassword(owner.password),
    name: owner.name,
    role: "owner",
    merchantId: merchant._id,
    status: "active",
    emailVerified: true,
  });
  return { merchantId: String(merchant._id), userId: String(user._id) };
}

/** A support staff user: belongs to no merchant and names the merchant it acts for per request. */
export async function createStaffUser(person: PersonInput) {
  await connectToDatabase();
  const user = await User.create({
    email: normalizeEmail(person.email),
    passwordHash: await hashPassword(person.password),
    name: person.name,
    role: "staff",
    merchantId: null,
    status: "active",
    emailVerified: true,
  });
  return { userId: String(user._id) };
}
