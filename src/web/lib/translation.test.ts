import { describe, expect, it } from "vitest";
import { addTexts, changeLanguage, fixedT, hasTexts, onMissingText, translator } from "./translation";

addTexts("en", { tickets: { seats_one: "{{count}} seat", seats_other: "{{count}} seats", hello: "Hi {{ name }}" } });
addTexts("es", { tickets: { seats_one: "{{count}} asiento", seats_other: "{{count}} asientos" } });
addTexts("en", { tickets: { bye: "Bye" } });

const t = fixedT("en") as (key: string, values?: Record<string, unknown>) => string;
const tEs = fixedT("es") as (key: string, values?: Record<string, unknown>) => string;

describe("texts", () => {
  it("picks the plural form of a count in each language", () => {
    expect(t("tickets.seats", { count: 1 })).toBe("1 seat");
    expect(t("tickets.seats", { count: 3 })).toBe("3 seats");
    expect(tEs("tickets.seats", { count: 1 })).toBe("1 asiento");
    // Spanish has a form for millions the catalog does not write: the other form stands in.
    expect(tEs("tickets.seats", { count: 1_000_000 })).toBe("1000000 asientos");
  });

  it("fills placeholders, and leaves one without a value as written", () => {
    expect(t("tickets.hello", { name: "Ana" })).toBe("Hi Ana");
    expect(t("tickets.hello")).toBe("Hi {{ name }}");
  });

  it("adds texts to a part without dropping what it holds", () => {
    expect(t("tickets.bye")).toBe("Bye");
    expect(t("tickets.seats", { count: 2 })).toBe("2 seats");
    expect(hasTexts("en", "tickets")).toBe(true);
    expect(hasTexts("es", "legal")).toBe(false);
  });

  it("shows a missing text as its key and reports it", () => {
    const missing: string[] = [];
    onMissingText((key) => missing.push(key));
    expect(t("legal.title")).toBe("legal.title");
    expect(missing).toEqual(["legal.title"]);
  });

  it("follows the current language", () => {
    changeLanguage("es");
    expect(translator.language).toBe("es");
    expect(translator.exists("tickets.seats_one")).toBe(true);
    expect(translator.exists("tickets.bye")).toBe(false);
    changeLanguage("en");
  });
});
