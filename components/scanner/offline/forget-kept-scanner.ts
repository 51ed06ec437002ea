/**
 * Lets go of the scanner page kept for offline use (public/scan-sw.js keeps it in caches named `scan-shell…`): it
 * shows the signed-in merchant's program names, so it leaves the device at sign-out. Queued scans stay: they are
 * the counter's, and are sent (or refused, for another merchant) once someone signs in again.
 */
export async function forgetKeptScanner(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith("scan-shell")).map((name) => caches.delete(name)),
    );
  } catch {
    // No cache storage here (some private windows): nothing was kept.
  }
}
