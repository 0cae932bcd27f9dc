// Runs before the first paint (an external file: the CSP allows no inline script), so a
// returning visitor never sees the wrong theme or language flash. The theme it settles on is
// also kept in a cookie, so the server renders the next page in it.
//
// With scripts on, the page's HTML takes no clicks until the app has taken it over (the app
// removes `data-hydrating`): a click before would do nothing. Should the app never start, the
// page takes clicks again after a few seconds (its links still work without the app).
(() => {
  const html = document.documentElement;
  html.setAttribute("data-hydrating", "");
  setTimeout(() => html.removeAttribute("data-hydrating"), 8000);
})();
(() => {
  try {
    const stored = localStorage.getItem("theme");
    const dark = stored ? stored === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    document.documentElement.classList.toggle("dark", dark);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server to render pages in this theme.
    document.cookie = `theme=${dark ? "dark" : "light"}; path=/; max-age=31536000; samesite=lax`;
    const lang = localStorage.getItem("lang");
    if (lang === "en" || lang === "es") document.documentElement.lang = lang;
  } catch {
    // Storage can be unavailable (privacy modes); the defaults stand.
  }
})();
