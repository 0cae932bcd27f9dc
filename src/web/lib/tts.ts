import type { Language } from "#domain/i18n/translate";

/** An es-ES or en-US voice by language. */
const VOICE_LANG: Record<Language, string> = { en: "en-US", es: "es-ES" };

export function speechSupported(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window;
}

export function speak(text: string, language: Language) {
  if (!speechSupported() || !text.trim()) return;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = VOICE_LANG[language];
  const voice =
    synth.getVoices().find((v) => v.lang === utterance.lang) ??
    synth.getVoices().find((v) => v.lang.startsWith(language));
  if (voice) utterance.voice = voice;
  synth.speak(utterance);
}

export function stopSpeaking() {
  if (speechSupported()) window.speechSynthesis.cancel();
}

const IGNORED_TARGETS =
  "button, input, textarea, select, [role='switch'], [role='button'], [role='tab'], [role='menuitem']";
export const SELECTION_DELAY_MS = 100;

/**
 * Reads the selected text aloud 100 ms after a selection ends, except when the pointer or key
 * went to a control (clicking a button must not read the page). Returns a detach function.
 */
export function readSelectionAloud(language: () => Language): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onSelectEnd = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.closest(IGNORED_TARGETS)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const text = window.getSelection()?.toString().trim();
      if (text) speak(text, language());
    }, SELECTION_DELAY_MS);
  };
  document.addEventListener("mouseup", onSelectEnd);
  document.addEventListener("keyup", onSelectEnd);
  document.addEventListener("touchend", onSelectEnd);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("mouseup", onSelectEnd);
    document.removeEventListener("keyup", onSelectEnd);
    document.removeEventListener("touchend", onSelectEnd);
  };
}
