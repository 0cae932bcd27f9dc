import type { Language } from "#domain/i18n/translate";

/** What the server puts into index.html's <head> for one page, before any script runs. */
export interface PageHead {
  lang: Language;
  title: string;
  description: string;
  /** Absolute canonical address. */
  url: string;
  /** Absolute address of the link-preview picture. */
  image: string;
  imageAlt: string;
  /** schema.org data, sent as a `application/ld+json` block (data, not script, for the CSP). */
  jsonLd?: Record<string, unknown>;
  /** Signed-in pages and missing events stay out of search results. */
  noindex?: boolean;
  status: 200 | 404;
}

const OG_LOCALES: Record<Language, string> = { en: "en_US", es: "es_US" };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * JSON for a data block inside HTML. `<` is escaped so no text in the data (an event title such
 * as `</script><script>…`) can close the block; the result is still the same JSON.
 */
export function jsonForHtml(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function renderHeadTags(head: PageHead): string {
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    head.noindex ? meta("name", "robots", "noindex") : "",
    meta("property", "og:site_name", "Bridgeland Arena"),
    meta("property", "og:type", "website"),
    meta("property", "og:locale", OG_LOCALES[head.lang]),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.url),
    meta("property", "og:image", head.image),
    meta("property", "og:image:alt", head.imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    head.jsonLd ? `<script type="application/ld+json">${jsonForHtml(head.jsonLd)}</script>` : "",
  ];
  return tags.filter(Boolean).join("\n    ");
}

/** The built index.html with its generic title and description replaced by the page's own. */
export function injectHead(indexHtml: string, head: PageHead): string {
  const tags = renderHeadTags(head);
  return (
    indexHtml
      .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
      .replace(/\s*<title>[\s\S]*?<\/title>/, "")
      .replace(/\s*<meta name="description"[^>]*>/, "")
      // A function, so a "$&" in an event title is not read as a replacement pattern.
      .replace("</head>", () => `  ${tags}\n  </head>`)
  );
}
