import { useCallback } from "react";
import { SECTION_KEYS, type SectionKey, sectionNameOf } from "#domain/seating/layouts";
import { isSectionName } from "#domain/seating/prices";
import { useTranslation } from "#web/lib/translation";

function sectionKeyOf(keyOrName: string): SectionKey | undefined {
  if (sectionNameOf(keyOrName)) return keyOrName as SectionKey;
  return isSectionName(keyOrName) ? SECTION_KEYS[keyOrName] : undefined;
}

/** A section's name in the active language, from its key ("upper-deck") or stored name ("Upper Deck"). */
export function useSectionName() {
  const { t } = useTranslation();
  return useCallback(
    (keyOrName: string) => {
      const key = sectionKeyOf(keyOrName);
      return key ? t(`tickets.sections.${key}`) : keyOrName;
    },
    [t],
  );
}
