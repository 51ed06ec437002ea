"use client";

import { useEffect } from "react";

/** The scanner's service worker (public/scan-sw.js) and the pages it controls: /scan alone. */
export const SCAN_WORKER = { url: "/scan-sw.js", scope: "/scan" } as const;

/** What the page itself loaded from our origin and needs again offline: Next's hashed files and the decoder. */
const isShellFile = (url: URL) =>
  url.origin === window.location.origin &&
  (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/scanner/"));

/** The addresses the worker keeps: this page and the files it loaded (read after they loaded). */
function shellAddresses(): string[] {
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter(isShellFile)
    .map((url) => url.pathname + url.search);
  return [window.location.pathname, ...new Set(files)];
}

/**
 * Registers the scanner's service worker and hands it this page's shell to keep, so /scan opens without a
 * network after one visit with it. Only a signed-in scanner renders this, so only that page is kept (never the
 * sign-in redirect). Where service workers are unavailable (http other than localhost, blocked), the scanner
 * works as before, online.
 */
export function useScanWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const keepShell = async () => {
      try {
        await navigator.serviceWorker.register(SCAN_WORKER.url, { scope: SCAN_WORKER.scope });
        const registration = await navigator.serviceWorker.ready;
        registration.active?.postMessage({ type: "keep-shell", urls: shellAddresses() });
      } catch {
        // Not installable here; scanning online is unaffected.
      }
    };
    if (document.readyState === "complete") void keepShell();
    else window.addEventListener("load", () => void keepShell(), { once: true });
  }, []);
}
