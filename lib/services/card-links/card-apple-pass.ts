import { loadLiveCardSource } from "@/lib/services/card-links/live-card-source";
import type { PassSubject } from "@/lib/services/pass-updates/pass-identity";
import { buildApplePassOf } from "@/lib/services/wallet/apple/build-pass";

/** Longest file name offered for the download, before `.pkpass`. */
const MAX_FILE_NAME = 60;

/** The program's name as a plain file name ("Café Süd – Stempel" → "Cafe-Sud-Stempel"), else "pass". */
export function passFileNameOf(programName: string): string {
  const ascii = programName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_FILE_NAME)
    .replace(/-+$/, "");
  return ascii || "pass";
}

/**
 * "Add to Apple Wallet" on a card page: the signed `.pkpass` of the member or gift card the link opens — the same
 * file the API's `…/pass` answers — or null when the link opens nothing (the page's own 404).
 */
export async function cardApplePass({
  token,
  kind,
}: {
  token: string;
  kind: PassSubject["kind"];
}): Promise<{ pkpass: Buffer; fileName: string; serialNumber: string } | null> {
  const source = await loadLiveCardSource({ token, kind, withOffers: true });
  if (!source) return null;
  const { pkpass, serialNumber } = await buildApplePassOf(source);
  return { pkpass, serialNumber, fileName: passFileNameOf(source.program.name) };
}
