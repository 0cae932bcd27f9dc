import { useEffect } from "react";

/** The scanner's web app manifest and service worker (plain files the site serves at its root). */
const MANIFEST_URL = "/check-in.webmanifest";
const SERVICE_WORKER_URL = "/check-in-sw.js";
const SCOPE = "/check-in";

/** The files this page loaded from the site (its HTML's assets and the chunks loaded since). */
function loadedFiles(): string[] {
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith("/api/"))
    .map((url) => url.pathname);
  return [...new Set([SCOPE, ...files])];
}

/**
 * The registration's worker once it is active. (Not `navigator.serviceWorker.ready`: that waits for
 * a worker of the URL the document was opened at, which is another page when the visitor came to
 * the scanner through the app's own links.)
 */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  const { active } = registration;
  if (active) return Promise.resolve(active);
  const coming = registration.installing ?? registration.waiting;
  if (!coming) return Promise.reject(new Error("no service worker"));
  return new Promise((resolve, reject) => {
    coming.addEventListener("statechange", () => {
      if (coming.state === "activated") resolve(coming);
      else if (coming.state === "redundant") reject(new Error("service worker replaced"));
    });
  });
}

/** Asks the scanner's worker to keep the files loaded since (the camera's QR reader, say). */
export function keepLoadedFiles() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .getRegistration(SCOPE)
    .then((registration) => registration?.active?.postMessage({ type: "keep", urls: loadedFiles() }))
    .catch(() => undefined);
}

/**
 * Makes /check-in installable and able to open with no network: links the manifest while the page
 * is shown, registers the service worker for the scanner's scope, and asks it to keep every file
 * this page loaded (the worker also keeps what it serves later).
 */
export function useInstallable() {
  useEffect(() => {
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = MANIFEST_URL;
    document.head.append(link);
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: SCOPE })
        .then(activeWorker)
        .then((worker) => worker.postMessage({ type: "keep", urls: loadedFiles() }))
        .catch(() => {
          // Without a worker the scanner still works; it just cannot reload offline.
        });
    }
    return () => link.remove();
  }, []);
}
