import type { CounterLocation } from "@/components/scanner/location/counter-location";
import type { DashboardUser } from "@/lib/auth/current-user";
import { listLocations } from "@/lib/services/locations/list-locations";
import { getTeamUserOrThrow } from "@/lib/services/team/team-member";

/**
 * The locations the scanner offers (as GET /v2/locations answers the user): the merchant's active ones by name, or
 * a cashier's own when they are bound to some (decision 053).
 */
export async function scannerLocations(user: DashboardUser, merchantId: string): Promise<CounterLocation[]> {
  const { items } = await listLocations({ merchantId });
  const own =
    user.role === "cashier"
      ? (await getTeamUserOrThrow({ merchantId, userId: user.id })).locationIds.map(String)
      : [];
  return items
    .filter((location) => own.length === 0 || own.includes(location.id))
    .map(({ id, name }) => ({ id, name }));
}
