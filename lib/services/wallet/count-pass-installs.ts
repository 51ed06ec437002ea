import { connectToDatabase } from "@/lib/db/connect";
import { PassInstallEvent } from "@/lib/db/models/pass-install-event";

export type PassInstallCounts = {
  /** Passes added to a wallet (each stay once: a pass removed and added again counts twice). */
  installs: number;
  removals: number;
  /** In a wallet now: installs not followed by their removal. */
  installed: number;
};

/**
 * How many of a program's passes (members' and gift cards') were added to and removed from a wallet: one
 * `{programId}` read of the inserted install and removal rows (pass-install-event.ts), counted in code.
 */
export async function countPassInstalls({
  merchantId,
  programId,
}: {
  merchantId: string;
  programId: string;
}): Promise<PassInstallCounts> {
  await connectToDatabase();
  const events = (await PassInstallEvent.find({ programId }, { kind: 1, merchantId: 1 }).lean()).filter(
    (event) => String(event.merchantId) === merchantId,
  );
  const installs = events.filter((event) => event.kind === "installed").length;
  const removals = events.length - installs;
  return { installs, removals, installed: Math.max(0, installs - removals) };
}
