/**
 * Rate limits count in fixed windows of the server's clock (lib/services/rate-limit/consume-rate-limit.ts), and
 * the servers of these specs run on this machine, on its clock. A burst that fills a bucket must see one window
 * from its first request to its last, or the count resets halfway through. Rather than wait for a window to
 * begin, this runs the burst and checks it stayed inside one window (every request's time on the server lies
 * between the start and the end measured here); when it did not — a burst of a second or two crosses a minute's
 * boundary about one time in thirty — the burst runs again with the next `attempt`, which must use new client
 * addresses (fresh buckets). The caller asserts on the burst that stayed inside one window.
 */
export async function inOneWindow<T>(
  windowSeconds: number,
  burst: (attempt: number) => Promise<T>,
): Promise<T> {
  const windowOf = (time: number) => Math.floor(time / (windowSeconds * 1000));
  for (let attempt = 0; attempt < 3; attempt++) {
    const startedIn = windowOf(Date.now());
    const result = await burst(attempt);
    if (windowOf(Date.now()) === startedIn) return result;
  }
  throw new Error(`three bursts in a row crossed a ${windowSeconds}-second window's end`);
}
