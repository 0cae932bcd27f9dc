// Runs before the first paint (an external file: the CSP allows no inline script), so a
// returning visitor never sees the wrong theme or language flash.
(() => {
  try {
    const stored = localStorage.getItem("theme");
    const dark = stored ? stored === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    document.documentElement.classList.toggle("dark", dark);
    const lang = localStorage.getItem("lang");
    if (lang === "en" || lang === "es") document.documentElement.lang = lang;
  } catch {
    // Storage can be unavailable (privacy modes); the defaults stand.
  }
})();
