// Runs before the first paint (an external file: the CSP allows no inline script), so a
// returning visitor never sees the wrong theme or language flash.
(() => {
  try {
    var stored = localStorage.getItem("theme");
    var dark = stored ? stored === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    document.documentElement.classList.toggle("dark", dark);
    var lang = localStorage.getItem("lang");
    if (lang === "en" || lang === "es") document.documentElement.lang = lang;
  } catch (e) {
    // Storage can be unavailable (privacy modes); the defaults stand.
  }
})();
