import { getEnv } from "@/lib/env";

export type RequestLogEntry = {
  requestId: string;
  method: string;
  /** The documented route (`/v2/loyalty/programs/{programId}`), or the path when no route matches. */
  route: string;
  status: number;
  durationMs: number;
  merchantId?: string | null;
};

/**
 * One JSON line per /v2 request (and per press of a card page's wallet button) on stdout, for an operator to
 * follow a request id. Only what is listed in RequestLogEntry is written: never bodies, headers, tokens, codes
 * or client addresses.
 */
/** Whether request lines are written (REQUEST_LOG), so callers can skip preparing an entry nobody reads. */
export const isRequestLogOn = () => getEnv().REQUEST_LOG !== "off";

export function logRequest(entry: RequestLogEntry): void {
  if (!isRequestLogOn()) return;
  const line = {
    time: new Date().toISOString(),
    level: entry.status >= 500 ? "error" : "info",
    msg: "request",
    requestId: entry.requestId,
    method: entry.method,
    route: entry.route,
    status: entry.status,
    durationMs: Math.round(entry.durationMs * 10) / 10,
    merchantId: entry.merchantId ?? null,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
