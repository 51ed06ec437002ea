"use server";

import { cookies } from "next/headers";
import { findMerchantForStaff } from "@/components/dashboard/dashboard-merchant";
import { ACTING_FOR_COOKIE } from "@/lib/auth/acting-for";
import { getCurrentUser } from "@/lib/auth/current-user";

export type ActForOutcome = { ok: true; merchantName: string } | { ok: false };

/**
 * Support staff choose the merchant they act for on every dashboard page. Anyone else gets `ok: false` and
 * no cookie, so the choice can never be made for an owner. A session cookie: the choice ends with the
 * browser session or at sign-out.
 */
export async function actForMerchant(merchantId: unknown): Promise<ActForOutcome> {
  const user = await getCurrentUser();
  if (user?.role !== "staff" || typeof merchantId !== "string") return { ok: false };
  const merchant = await findMerchantForStaff(merchantId);
  if (!merchant) return { ok: false };
  (await cookies()).set(ACTING_FOR_COOKIE, merchant.merchantId, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
  });
  return { ok: true, merchantName: merchant.merchantName };
}

/** Staff stop acting for a merchant; merchant pages then ask them to choose one. */
export async function stopActing(): Promise<void> {
  (await cookies()).delete(ACTING_FOR_COOKIE);
}
