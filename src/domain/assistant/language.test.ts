import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language";

describe("detectLanguage: the question's words decide, the interface language breaks ties", () => {
  it.each([
    ["where do i park", "en"],
    ["whats on this weekend", "en"],
    ["can u tell me wen the doors open", "en"],
    ["¿Dónde me estaciono?", "es"],
    ["donde me puedo estacionar", "es"],
    ["que hay este fin de semana", "es"],
    ["cuando es el proximo concierto", "es"],
    ["aceptan mascotas", "es"],
    ["¡hola!", "es"],
    ["booking parking", "en"],
  ] as const)("%j is %s whatever the interface", (question, language) => {
    expect(detectLanguage(question, "en")).toBe(language);
    expect(detectLanguage(question, "es")).toBe(language);
  });

  it.each(["VIP", "3500", "", "PayPal?"])("%j takes the interface language", (question) => {
    expect(detectLanguage(question, "en")).toBe("en");
    expect(detectLanguage(question, "es")).toBe("es");
  });

  it("adds the matcher's keyword votes", () => {
    expect(detectLanguage("estacionamiento", "en", { en: 0, es: 2 })).toBe("es");
    expect(detectLanguage("parking", "es", { en: 2, es: 0 })).toBe("en");
  });
});
