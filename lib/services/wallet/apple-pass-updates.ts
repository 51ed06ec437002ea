import type { PassChange } from "@/lib/services/wallet/pass-changed";

// Placeholder owned by the PassKit web-service work (issue 18): replaced by the APNs fan-out.
export async function enqueueApplePassUpdates(_change: PassChange): Promise<void> {}
