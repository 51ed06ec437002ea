import { getEnv } from "@/lib/env";

/** The pass's `webServiceURL`: Apple appends `/v1/devices/…`, `/v1/passes/…` and `/v1/log` to it. */
export function passWebServiceUrl(): string {
  const base = (getEnv().PUBLIC_BASE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  return `${base}/v2/passkit`;
}
