import { describe, expect, it } from "vitest";
import { eventDescriptionIn, eventTitleIn, titleIn } from "./event-text";

describe("event text in the visitor's language", () => {
  const both = { title: "Gospel Night", titleEs: "Noche de gospel", description: "Choirs", descriptionEs: "Coros" };
  const englishOnly = { title: "Gospel Night", titleEs: null, description: "Choirs", descriptionEs: "  " };

  it.each([
    ["en", both, "Gospel Night", "en"],
    ["es", both, "Noche de gospel", "es"],
    ["en", englishOnly, "Gospel Night", "en"],
    ["es", englishOnly, "Gospel Night", "en"],
  ] as const)("%s shows the title in its language or the English one, marked as such", (lang, event, text, shown) => {
    expect(eventTitleIn(event, lang)).toEqual({ text, lang: shown });
  });

  it("a blank Spanish description falls back to the English one", () => {
    expect(eventDescriptionIn(englishOnly, "es")).toEqual({ text: "Choirs", lang: "en" });
    expect(eventDescriptionIn(both, "es")).toEqual({ text: "Coros", lang: "es" });
    expect(titleIn({ title: "A" }, "es")).toBe("A");
  });
});
