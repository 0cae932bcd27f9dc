import type { Context } from "hono";
import { type Language, languageOf } from "#domain/i18n/translate";

/** The visitor's language for a request: the site's cookie, then the browser's preference. */
export function requestLanguage(c: Context): Language {
  return languageOf(c.req.header("cookie"), c.req.header("accept-language"));
}
