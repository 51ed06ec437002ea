import { randomBytes } from "node:crypto";
import { issueAccessToken } from "@/lib/auth/access-token";
import { hashPassword } from "@/lib/auth/password";
import { User } from "@/lib/db/models/user";
import { createMerchantWithOwner, createStaffUser } from "@/lib/services/accounts/create-account";

export const TEST_PASSWORD = "correct horse battery staple";

const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;

/** A fresh merchant and owner with a valid access token. */
/** A merchant with its owner's access token; `country` as a signup stores it (none by default). */
export async function merchantWithToken(
  name = "Test Café",
  { country = null }: { country?: string | null } = {},
) {
  const email = uniqueEmail("owner");
  const account = await createMerchantWithOwner({
    merchantName: name,
    country,
    owner: { email, name: "Owner", password: TEST_PASSWORD },
  });
  const { token } = await issueAccessToken({ userId: account.userId });
  return { ...account, email, token };
}

export async function staffWithToken() {
  const email = uniqueEmail("staff");
  const account = await createStaffUser({ email, name: "Support", password: TEST_PASSWORD });
  const { token } = await issueAccessToken({ userId: account.userId });
  return { ...account, email, token };
}

/** A manager or cashier of an existing merchant (as an accepted invitation leaves them) with an access token. */
export async function teamMemberWithToken(merchantId: string, role: "manager" | "cashier") {
  const email = uniqueEmail(role);
  const user = await User.create({
    email,
    name: role === "manager" ? "Manager" : "Cashier",
    passwordHash: await hashPassword(TEST_PASSWORD),
    role,
    merchantId,
    emailVerified: true,
  });
  const userId = String(user._id);
  const { token } = await issueAccessToken({ userId });
  return { userId, merchantId, email, token };
}
