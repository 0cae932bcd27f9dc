import type { Language } from "../i18n/translate";
import { FIXED_PAGES } from "../routes";
import { venueDateOf } from "../time";
import { venue } from "../venue";
import { formatterFor } from "./format";

/** The pages the model may send visitors to: the registry marks them (staff pages and home are left out). */
const ASSISTANT_PATHS = FIXED_PAGES.filter((page) => page.assistant).map((page) => page.path);

/**
 * The system instructions of the language-model provider, in the visitor's language: who it is,
 * that every fact comes from its tools (no facts or events are dumped into the prompt), today's
 * date on the venue's calendar so "this weekend" has a meaning, the pages it may name, and the
 * language to answer in.
 */
export function systemInstructions(language: Language, now: Date): string {
  const f = formatterFor(language);
  return [
    f.t("prompt.intro"),
    f.t("prompt.today", { date: f.longDate(venueDateOf(now)), zone: venue.timeZone }),
    f.t("prompt.pages", { pages: ASSISTANT_PATHS.join(", ") }),
    f.t("prompt.language"),
  ].join("\n\n");
}
