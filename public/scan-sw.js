// The scanner's service worker (docs/decisions/054-offline-scanner.md). Its scope is /scan alone. It keeps the
// scanner's shell — the /scan page the page itself asked to keep, and Next's hashed files and the code reader's
// WebAssembly — so /scan opens without a network after one visit. It answers nothing else: the /v2 API and every
// other request pass by untouched and are never stored. Scans taken offline wait in IndexedDB, not here.

const CACHE = "scan-shell-v1";
const SHELL_PAGE = "/scan";
/** When a kept file not asked for again is let go (a file of an older build). */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const KEPT_AT = "x-scan-shell-kept-at";

const isShellFile = (url) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/scanner/"));

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("scan-shell") && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** A copy of a response that remembers when it was kept. */
async function stamped(response) {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT, String(Date.now()));
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The page (fresh, as the signed-in scanner that asked) and the files it loaded; older files go after a week. */
async function keepShell(addresses) {
  const cache = await caches.open(CACHE);
  const wanted = new Set();
  for (const address of addresses) {
    const url = new URL(address, self.location.origin);
    if (url.origin !== self.location.origin) continue;
    try {
      if (url.pathname === SHELL_PAGE) {
        const page = await fetch(url.pathname + url.search, { credentials: "same-origin" });
        const isPage = page.ok && !page.redirected && page.headers.get("content-type")?.includes("text/html");
        if (isPage) await cache.put(SHELL_PAGE, await stamped(page));
        wanted.add(new URL(SHELL_PAGE, self.location.origin).href);
      } else if (isShellFile(url)) {
        wanted.add(url.href);
        if (await cache.match(url.href)) continue;
        const file = await fetch(url.href);
        if (file.ok) await cache.put(url.href, await stamped(file));
      }
    } catch {
      // Offline again already: what is kept stays.
    }
  }
  for (const request of await cache.keys()) {
    if (wanted.has(request.url)) continue;
    const kept = await cache.match(request);
    const at = Number(kept?.headers.get(KEPT_AT) ?? 0);
    if (Date.now() - at > KEEP_MS) await cache.delete(request);
  }
}

self.addEventListener("message", (event) => {
  if (event.origin !== self.location.origin || event.data?.type !== "keep-shell") return;
  if (!Array.isArray(event.data.urls)) return;
  event.waitUntil(keepShell(event.data.urls.filter((address) => typeof address === "string")));
});

/** The network's page when there is one (the scanner as it is now), else the kept one. */
async function pageOrKept(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(SHELL_PAGE, { cacheName: CACHE, ignoreSearch: true, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** Hashed files never change: the kept copy, else the network's (kept for next time). */
async function keptOrFetched(event) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(stamped(response.clone()).then((copy) => cache.put(event.request, copy)));
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate" && url.origin === self.location.origin && url.pathname === SHELL_PAGE) {
    event.respondWith(pageOrKept(request));
  } else if (isShellFile(url)) {
    event.respondWith(keptOrFetched(event));
  }
  // Everything else, the /v2 API above all, goes to the network untouched and is never stored.
});
