import { isValidObjectId } from "mongoose";
import { connection } from "next/server";
import { getServerSession } from "next-auth";
import { getAuthOptions } from "@/lib/auth/next-auth-options";
import { connectToDatabase } from "@/lib/db/connect";
import { Merchant } from "@/lib/db/models/merchant";
import { User, type UserRole } from "@/lib/db/models/user";
import { markDatabaseOutage } from "@/lib/db/unavailable";

export type DashboardUser = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  merchantId: string | null;
  merchantName: string | null;
};

/**
 * The signed-in dashboard user (server components only), or null when signed out or deactivated. Throws
 * DatabaseUnavailableError when the database is down, so the dashboard can say so.
 */
export async function getCurrentUser(): Promise<DashboardUser | null> {
  // Per request, never at build time: the session and the secrets exist only at run time.
  await connection();
  return markDatabaseOutage(readCurrentUser);
}

async function readCurrentUser(): Promise<DashboardUser | null> {
  const session = await getServerSession(getAuthOptions());
  const userId = (session?.user as { id?: string } | undefined)?.id;
  if (!userId || !isValidObjectId(userId)) return null;
  await connectToDatabase();
  const user = await User.findById(userId).lean();
  if (user?.status !== "active") return null;
  const merchant = user.merchantId ? await Merchant.findById(user.merchantId).lean() : null;
  return {
    id: userId,
    email: user.email,
    name: user.name,
    role: user.role,
    merchantId: user.merchantId ? String(user.merchantId) : null,
    merchantName: merchant?.name ?? null,
  };
}
