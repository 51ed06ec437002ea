import { getDashboardMerchant } from "@/components/dashboard/current-merchant";
import { StaffBannerView } from "@/components/dashboard/staff-banner-view";
import type { DashboardUser } from "@/lib/auth/current-user";

/** Shown to support staff at the top of every dashboard page: whom they act for, and how to change it. */
export async function StaffBanner({ user }: { user: DashboardUser }) {
  if (user.role !== "staff") return null;
  const { merchant, isUnknown } = await getDashboardMerchant(user);
  return (
    <StaffBannerView
      merchant={
        merchant && { id: merchant.merchantId, name: merchant.merchantName, ownerEmail: merchant.ownerEmail }
      }
      isUnknown={isUnknown}
    />
  );
}
