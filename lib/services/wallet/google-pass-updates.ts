import type { PassChange } from "@/lib/services/wallet/pass-changed";

// Placeholder owned by the Google Wallet work (issue 18): replaced by the object patches.
export async function enqueueGooglePassUpdates(_change: PassChange): Promise<void> {}
