import { getEnv } from "@/lib/env";

/** The address a merchant shares or prints: the program's public join page. */
export function joinPageUrl(programId: string): string {
  const base = (getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  return `${base}/join/${programId}`;
}
