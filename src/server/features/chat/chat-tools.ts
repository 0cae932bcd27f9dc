import type { Kysely } from "kysely";
import { z } from "zod";
import { doorsLine, links, pricesAnswer, seatsAnswer, whenLine } from "#domain/assistant/event-answers";
import { eventsNamed } from "#domain/assistant/event-names";
import { formatterFor } from "#domain/assistant/format";
import { INTENT_IDS, type IntentId } from "#domain/assistant/intents";
import { eventsInWindow, type LiveEvent, windowAskedFor } from "#domain/assistant/live-events";
import { tokenize } from "#domain/assistant/text";
import { type SiteOptions, TOPICS } from "#domain/assistant/topics";
import { titleIn } from "#domain/event-text";
import type { Language } from "#domain/i18n/translate";
import type { DB } from "#server/db/schema";
import { nowIso } from "#server/platform/clock";
import { findEventSeats } from "./chat.repository";

/**
 * The tools the language model calls for live facts, instead of a prompt holding every event:
 * find events by name or date, one event's prices and availability, and the venue's facts and
 * policies by topic. Each answers text in the visitor's language, written by the same functions
 * as the local assistant's answers, so the figures the model may repeat are the site's own.
 */

/** Venue topics the model may ask about: the knowledge base's, without small talk. */
export const FACT_TOPICS = TOPICS.map((topic) => topic.id).filter(
  (id) => id !== "hello" && id !== "thanks",
) as IntentId[];

const FIND_LIMIT = 8;

export const TOOL_DEFINITIONS = [
  {
    type: "function",
    function: {
      name: "find_events",
      description:
        "Upcoming events of the venue, soonest first. Give `name` to find events by their name, and/or `when` to find events on a date or in a period, written as the visitor wrote it (e.g. 'this weekend', 'viernes 11', 'next month', 'December 12'); dates are read on the venue's calendar.",
      parameters: {
        type: "object",
        properties: {
          name: { type: "string", description: "Words of the event's name." },
          when: { type: "string", description: "A date or period, in the visitor's words." },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "event_details",
      description:
        "One event's date, start time, door time, seat prices by section, seats left and the links to its page and box office.",
      parameters: {
        type: "object",
        properties: { event_id: { type: "string", description: "The id find_events gave." } },
        required: ["event_id"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "venue_facts",
      description: "The venue's facts and policies on one topic, with the page of the site that covers it.",
      parameters: {
        type: "object",
        properties: { topic: { type: "string", enum: FACT_TOPICS } },
        required: ["topic"],
        additionalProperties: false,
      },
    },
  },
] as const;

const findArgs = z.object({ name: z.string().max(200).optional(), when: z.string().max(200).optional() });
const detailArgs = z.object({ event_id: z.string().max(100) });
const factArgs = z.object({ topic: z.enum(INTENT_IDS) });

export interface ToolContext {
  db: Kysely<DB>;
  now: Date;
  language: Language;
  site: SiteOptions;
  events: readonly LiveEvent[];
}

/** Runs one tool call; a bad call answers an error text the model can read, never throws. */
export async function runTool(ctx: ToolContext, name: string, rawArgs: string): Promise<string> {
  const f = formatterFor(ctx.language);
  let args: unknown;
  try {
    args = rawArgs.trim() ? JSON.parse(rawArgs) : {};
  } catch {
    return "error: the arguments are not JSON";
  }
  if (name === "find_events") {
    const parsed = findArgs.safeParse(args);
    if (!parsed.success) return "error: bad arguments";
    let found = [...ctx.events];
    if (parsed.data.when) {
      const window = windowAskedFor(tokenize(parsed.data.when), ctx.now);
      if (!window) return "error: that date or period was not understood; ask the visitor for a date";
      found = eventsInWindow(found, window);
    }
    if (parsed.data.name) found = eventsNamed(tokenize(parsed.data.name), found).events;
    if (found.length === 0) return "no upcoming event matches";
    return (
      found
        .slice(0, FIND_LIMIT)
        // The title in the reply's language (the English one where no Spanish was written).
        .map((event) => `${event.id}: ${titleIn(event, f.language)}, ${f.eventDate(event.startsAt)}`)
        .join("\n")
    );
  }
  if (name === "event_details") {
    const parsed = detailArgs.safeParse(args);
    const event = parsed.success ? ctx.events.find((e) => e.id === parsed.data.event_id) : undefined;
    if (!event) return "error: no upcoming event has that id; call find_events first";
    const seats = (await findEventSeats(ctx.db, [event.id], nowIso(ctx.now), ctx.site.pricing)).get(event.id);
    const live: LiveEvent = { ...event, ...seats };
    return [whenLine(f, live), doorsLine(f, live), pricesAnswer(f, live, {}), seatsAnswer(f, live, {}), links(f, live)]
      .filter(Boolean)
      .join("\n");
  }
  if (name === "venue_facts") {
    const parsed = factArgs.safeParse(args);
    const topic = parsed.success ? TOPICS.find((t) => t.id === parsed.data.topic) : undefined;
    if (!topic) return `error: topic is one of ${FACT_TOPICS.join(", ")}`;
    return topic.answer(f, ctx.site);
  }
  return "error: no such tool";
}
