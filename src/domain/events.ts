/**
 * What an event's title says about it: the type badge and the picture.
 *
 * Keywords match case-insensitively at the start of a word, not anywhere in the title: "sport"
 * should catch "Sports Night" and "E-sports" but not "Transportation Expo", and "nba" should not
 * fire inside "Unbalanced". A keyword may still run on ("Concerto", "Musical", "Pianos").
 *
 * Each fixed picture has one keyword list, checked in a fixed order, so one title never gets two
 * different pictures.
 */

export const EVENT_TYPES = ["sports", "concert", "trade-show", "ceremony", "event"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

function keywords(words: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${words.join("|")})`, "i");
}

// Checked in this order: the first that matches wins ("Basketball Concert" is sports).
const TYPE_KEYWORDS: readonly [EventType, RegExp][] = [
  [
    "sports",
    keywords(["basketball", "sport", "soccer", "football", "futbol", "fútbol", "baseball", "volleyball", "hockey"]),
  ],
  ["concert", keywords(["concert", "music"])],
  ["trade-show", keywords(["trade", "business"])],
  ["ceremony", keywords(["graduation", "ceremony"])],
];

export function eventTypeFromTitle(title: string): EventType {
  return TYPE_KEYWORDS.find(([, pattern]) => pattern.test(title))?.[0] ?? "event";
}

export const STOCK_IMAGE_IDS = ["stock-1", "stock-2", "stock-3", "stock-4", "stock-5"] as const;
export type StockImageId = "symphony" | "basketball" | (typeof STOCK_IMAGE_IDS)[number];

const SYMPHONY = keywords(["symphony", "orchestra", "classical", "philharmonic", "concert hall", "violin", "piano"]);
const BASKETBALL = keywords(["basketball", "nba", "hoops"]);

/** The fixed picture a title calls for, if any. */
function fixedImageFor(title: string): "symphony" | "basketball" | undefined {
  if (SYMPHONY.test(title)) return "symphony";
  if (BASKETBALL.test(title)) return "basketball";
  return undefined;
}

/**
 * 32-bit FNV-1a: tiny, stable across runtimes and releases, and spreads short titles well. The
 * title is trimmed and lower-cased first so "Jazz Night" and "jazz night " share a picture.
 */
function titleHash(title: string): number {
  let hash = 0x811c9dc5;
  for (const char of title.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function stockImageFor(title: string): StockImageId {
  return fixedImageFor(title) ?? STOCK_IMAGE_IDS[titleHash(title) % STOCK_IMAGE_IDS.length] ?? "stock-1";
}

export type EventImage = { kind: "stock"; id: StockImageId } | { kind: "upload"; url: string };

/** The fixed symphony and basketball pictures win, then the upload, then stock by title. */
export function eventImageFor({ title, uploadedUrl }: { title: string; uploadedUrl?: string | null }): EventImage {
  const fixed = fixedImageFor(title);
  if (fixed) return { kind: "stock", id: fixed };
  const url = uploadedUrl?.trim();
  if (url) return { kind: "upload", url };
  return { kind: "stock", id: stockImageFor(title) };
}

/** Shipped pictures live under public/images/events/ (rendered by scripts/render-images.ts). */
export const STOCK_IMAGE_DIR = "/images/events";

/** The address of an event's picture: the upload's own, or the shipped stock file. */
export function eventImageUrl(image: EventImage): string {
  return image.kind === "upload" ? image.url : `${STOCK_IMAGE_DIR}/${image.id}.webp`;
}

/**
 * How long an event runs when its organiser booked no rental hours. The spec records only a
 * start; three hours covers a concert or a game with its intermission.
 */
export const DEFAULT_EVENT_DURATION_MINUTES = 180;

/** An event's length in its "add to calendar" files: the rental booked, else a typical evening. */
export function eventDurationMinutes({ rentalHours }: { rentalHours: number | null | undefined }): number {
  return rentalHours ? rentalHours * 60 : DEFAULT_EVENT_DURATION_MINUTES;
}
