// The door scanner's service worker, registered by /check-in with that scope. It keeps the scanner's
// page and every file the page loads, so /check-in opens and works with no network. API answers are
// never kept here: the page keeps the event's tickets and its queued scans itself.

const CACHE = "check-in-v1";
const PAGE = "/check-in";
/** Kept at install: the page and the files its HTML always names. */
const SHELL = [
  PAGE,
  "/theme-init.js",
  "/favicon.svg",
  "/check-in.webmanifest",
  "/check-in-icon.svg",
  "/check-in-icon-192.png",
  "/check-in-icon-512.png",
];
const SHELL_FILES = new Set(SHELL.slice(1));
/** A page request that takes longer than this is answered from the cache (a door's weak Wi-Fi). */
const NETWORK_WAIT_MS = 4000;

async function keep(cache, path) {
  try {
    const response = await fetch(path, { credentials: "same-origin" });
    if (response.ok) await cache.put(path, response);
  } catch {
    // Offline or refused: kept the next time it is fetched.
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(SHELL.map((path) => keep(cache, path))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith("check-in-") && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The page tells which of the site's files it loaded (its HTML's assets and later chunks). */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (data?.type !== "keep" || !Array.isArray(data.urls)) return;
  const paths = data.urls.filter(
    (path) => typeof path === "string" && path.startsWith("/") && !path.startsWith("/api/"),
  );
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        paths.map(async (path) => {
          // The page itself is fetched again (it may be newer); hashed assets never change.
          if (path !== PAGE && (await cache.match(path))) return;
          await keep(cache, path);
        }),
      ),
    ),
  );
});

/** The network's page when it answers in time (kept for next time), else the kept one. */
async function page(request) {
  const cache = await caches.open(CACHE);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(PAGE, response.clone());
    return response;
  });
  network.catch(() => undefined);
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), NETWORK_WAIT_MS));
  try {
    const answer = await Promise.race([network, timeout]);
    if (answer) return answer;
  } catch {
    // No network: the kept page below.
  }
  const kept = await cache.match(PAGE);
  if (kept) return kept;
  return network;
}

/** Hashed assets never change: the kept copy, or the network's (then kept). */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The network's copy when it can be had (kept for next time), else the kept one. */
async function fresh(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    if (url.pathname === PAGE || url.pathname === `${PAGE}/`) event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
  else if (SHELL_FILES.has(url.pathname)) event.respondWith(fresh(request));
});
