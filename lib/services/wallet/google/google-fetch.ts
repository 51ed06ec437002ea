import { getEnv } from "@/lib/env";

/** One attempt of an outbox message takes at most 5 s (decision 013); a Google call is part of one. */
export const GOOGLE_CALL_TIMEOUT_MS = 5_000;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** A failed call to Google; `status` 0 when no answer came (network, timeout). */
export class GoogleWalletApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "GoogleWalletApiError";
    this.status = status;
  }

  /** Worth another attempt: no answer, 404/409 seen where they were not expected, 429 and 5xx. 4xx else is final. */
  get isRetryable(): boolean {
    return (
      this.status === 0 ||
      this.status === 404 ||
      this.status === 409 ||
      this.status === 429 ||
      this.status >= 500
    );
  }
}

/**
 * `fetch` for Google's endpoints, with the attempt's time limit. Under the test runner only loopback is
 * reachable: a test configured with Google's real URLs fails before connecting instead of sending anything.
 */
export async function googleFetch(url: string, init: RequestInit): Promise<Response> {
  if (getEnv().NODE_ENV === "test" && !LOOPBACK_HOSTS.has(new URL(url).hostname))
    throw new Error(
      `tests may not call ${new URL(url).origin}; point the Google Wallet URLs at a local stand-in`,
    );
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(GOOGLE_CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new GoogleWalletApiError(0, `no answer from ${new URL(url).host}: ${(error as Error).message}`);
  }
}

/** The start of Google's error message, for the outbox's `lastError` and the log. */
export async function errorTextOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return text.slice(0, 300);
}
