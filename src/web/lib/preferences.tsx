import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "#web/lib/translation";

import { currentLanguage } from "./i18n";
import { readSelectionAloud, speak, speechSupported, stopSpeaking } from "./tts";

interface Preferences {
  dark: boolean;
  setDark(dark: boolean): void;
  tts: boolean;
  setTts(on: boolean): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not persisted; applies to this visit only.
  }
}

/** The theme cookie the server renders pages with (the stored choice, else the system's theme). */
export const THEME_COOKIE = "theme";

function rememberTheme(dark: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server to render the page in its theme.
  document.cookie = `${THEME_COOKIE}=${dark ? "dark" : "light"}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Dark mode (stored choice, else the system's) and text-to-speech, both remembered. With
 * `initialDark` (a page rendered on the server), the first render uses the server's theme and no
 * speech, as the HTML does; the document's actual state follows right after.
 */
export function PreferencesProvider({ children, initialDark }: { children: ReactNode; initialDark?: boolean }) {
  const { t } = useTranslation();
  const hydrating = initialDark !== undefined;
  const [dark, setDarkState] = useState(() => initialDark ?? document.documentElement.classList.contains("dark"));
  const [tts, setTtsState] = useState(() => !hydrating && stored("tts") === "on" && speechSupported());

  useEffect(() => {
    if (!hydrating) return;
    setDarkState(document.documentElement.classList.contains("dark"));
    setTtsState(stored("tts") === "on" && speechSupported());
  }, [hydrating]);

  const setDark = useCallback((next: boolean) => {
    document.documentElement.classList.toggle("dark", next);
    store("theme", next ? "dark" : "light");
    rememberTheme(next);
    setDarkState(next);
  }, []);

  // Until the visitor chooses, follow the system's theme as it changes.
  useEffect(() => {
    if (stored("theme")) return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => {
      if (stored("theme")) return;
      document.documentElement.classList.toggle("dark", media.matches);
      rememberTheme(media.matches);
      setDarkState(media.matches);
    };
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);

  const setTts = useCallback(
    (on: boolean) => {
      store("tts", on ? "on" : "off");
      setTtsState(on);
      if (on) speak(t("controls.ttsEnabled"), currentLanguage());
      else stopSpeaking();
    },
    [t],
  );

  useEffect(() => {
    if (!tts) return;
    return readSelectionAloud(currentLanguage);
  }, [tts]);

  const value = useMemo(() => ({ dark, setDark, tts, setTts }), [dark, setDark, tts, setTts]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error("usePreferences outside PreferencesProvider");
  return value;
}
