import type { Language } from "../i18n/translate";
import { FIXED_PAGES } from "../routes";
import { venue } from "../venue";
import { formatterFor } from "./format";
import { type LiveEvent, seatsLine } from "./live-events";
import { PLAIN_SITE, TOPICS } from "./topics";

/** Small talk is not a fact. */
const NOT_FACTS = new Set(["hello", "thanks"]);
const PROMPT_EVENTS = 30;
/** The pages the model may send visitors to: the registry marks them (staff pages and home are left out). */
const ASSISTANT_PATHS = FIXED_PAGES.filter((page) => page.assistant).map((page) => page.path);

/**
 * The system prompt of the generative provider: the same knowledge base the local assistant
 * answers from (one line per topic, facts filled from venue.ts), the upcoming events with their
 * free seats, and the site's pages. The prompt is in the interface language; the model is told
 * to answer in the question's.
 */
export function systemPrompt(language: Language, events: readonly LiveEvent[]): string {
  const f = formatterFor(language);
  const facts = TOPICS.filter((topic) => !NOT_FACTS.has(topic.id)).map((topic) => `- ${topic.answer(f, PLAIN_SITE)}`);
  const zone = venue.timeZone;
  const eventLines = events.slice(0, PROMPT_EVENTS).map((event) => `- ${seatsLine(f, event)}`);
  return [
    f.t("prompt.intro"),
    "",
    f.t("prompt.facts"),
    ...facts,
    "",
    f.t("prompt.events", { zone }),
    ...(eventLines.length > 0 ? eventLines : [f.t("prompt.noEvents")]),
    "",
    f.t("prompt.pages", { pages: ASSISTANT_PATHS.join(", ") }),
  ].join("\n");
}
