import { Languages, Moon, Sun, Volume2, VolumeX } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { switchLanguage } from "#web/lib/i18n";
import { usePreferences } from "#web/lib/preferences";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { speechSupported } from "#web/lib/tts";

/** Language, dark mode and text-to-speech toggles. */
export function PreferenceControls() {
  const { t, i18n } = useTranslation();
  const { dark, setDark, tts, setTts } = usePreferences();
  const spanish = i18n.language === "es";

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        className="px-2 font-semibold"
        onClick={() => void switchLanguage(spanish ? "en" : "es")}
        aria-label={spanish ? t("controls.switchToEnglish") : t("controls.switchToSpanish")}
        lang={spanish ? "en" : "es"}
      >
        <Languages aria-hidden="true" />
        <span aria-hidden="true">{spanish ? "EN" : "ES"}</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={dark}
        aria-label={t("controls.darkMode")}
        onClick={() => setDark(!dark)}
      >
        {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={tts}
        aria-label={t("controls.textToSpeech")}
        onClick={() => {
          if (!speechSupported()) {
            toast.error(t("controls.ttsUnsupported"));
            return;
          }
          setTts(!tts);
          if (tts) toast(t("controls.ttsDisabled"));
          else toast(t("controls.ttsEnabled"));
        }}
      >
        {tts ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
      </Button>
    </div>
  );
}
