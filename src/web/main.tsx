import "@fontsource-variable/inter";
import "#web/styles.css";

/** The longest the app waits for the page's main picture before it starts anyway. */
const PICTURE_WAIT_MS = 300;

/**
 * Resolves once the browser has painted the server's HTML with its main picture (an image marked
 * `fetchpriority="high"`), or after a short wait for a picture still on its way: the app's code is
 * fetched and run after that, so it never competes with the picture for the network nor holds up
 * its paint. A page without the server's HTML (the shell) starts at once; so does a hidden tab,
 * which paints nothing.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById("root")?.firstElementChild || document.visibilityState !== "visible") {
    return Promise.resolve();
  }
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const pictureShown =
    !picture || picture.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          picture.addEventListener("load", () => resolve(), { once: true });
          picture.addEventListener("error", () => resolve(), { once: true });
          setTimeout(resolve, PICTURE_WAIT_MS);
        });
  return pictureShown.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

// The first load's entry: the styles (in the HTML head, so they block the first paint as they
// must) and, once the page is painted, the app itself (app/start.tsx).
void afterFirstPaint().then(() => import("./app/start"));
