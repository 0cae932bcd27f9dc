import { describe, expect, it } from "vitest";
import { HOLD_MINUTES } from "../seating/availability";
import { DEFAULT_MAX_SEATS_PER_ACCOUNT } from "../seating/limits";
import { ACCESSIBLE_SPACES_PER_ACCOUNT } from "../venue";
import { type AskContext, answerQuestion } from "./assistant";
import { pageLabelKey } from "./links";
import type { LiveEvent } from "./live-events";
import { PLAIN_SITE, type SiteOptions } from "./topics";

// Saturday, November 28 2026, noon in Cypress.
const NOW = new Date("2026-11-28T18:00:00Z");
const EVENTS: LiveEvent[] = [
  {
    id: "pops",
    title: "Houston Symphony: Holiday Pops",
    startsAt: "2026-12-07T01:30:00Z",
    sections: [{ key: "vip", fromCents: 15000, toCents: 15000, free: 10, total: 10 }],
  },
  {
    id: "hoops",
    title: "Bridgeland Basketball Classic",
    startsAt: "2026-12-12T00:00:00Z",
    sections: [{ key: "general", fromCents: 2500, toCents: 2500, free: 5, total: 5 }],
  },
  {
    id: "mariachi",
    title: "Mariachi & Folklórico Festival",
    startsAt: "2026-12-19T00:00:00Z",
    sections: [{ key: "general", fromCents: 3000, toCents: 3000, free: 5, total: 5 }],
  },
];

function ask(question: string, extra: Partial<AskContext> = {}) {
  return answerQuestion(question, { fallbackLanguage: "en", now: NOW, events: EVENTS, ...extra });
}

describe("the assistant answers only when sure", () => {
  it.each([
    ["how much is a beer in there", "en"],
    ["price of a soda at the game", "en"],
    ["cuanto cuesta una cerveza adentro", "es"],
    ["is there a nursing room", "en"],
    ["how much is a beer", "en"],
    ["how much is the tax on a hot dog", "en"],
    ["is there a dress code", "en"],
    ["hay codigo de vestimenta", "es"],
  ])("says it does not know %s, in its language, and points to /contact", (question, language) => {
    const reply = ask(question);
    expect(reply.language).toBe(language);
    expect(reply.topics).toEqual(["unknown"]);
    expect(reply.text).toContain("/contact");
    expect(reply.text).not.toContain("$");
  });

  it.each([
    ["where does the taxi drop people off", "en"],
    ["me reservas un hotel para el fin de semana", "es"],
    ["donde me recoge el uber", "es"],
  ])("does not take a word it never met, or one about what it does not know, for a topic: %s", (question, language) => {
    const reply = ask(question);
    expect(reply.language).toBe(language);
    expect(reply.text).toContain("/contact");
    expect(reply.text).not.toContain("/tour-scheduling");
    expect(reply.text).not.toContain("/my-tickets");
  });

  it.each([
    ["are there tours this saturday", "/tour-scheduling"],
    ["hay visitas guiadas el sabado", "/tour-scheduling"],
    ["where do i park for the game on friday", "/information"],
    ["cual es la direccion pa ponerla en el waze", "17500 Bridgeland Creek"],
    ["hay donde dejar la camioneta", "1,500"],
    ["how much r tickets", "$25"],
  ])("still answers a topic asked with a date or a word it never met beside the topic's own: %s", (question, link) => {
    expect(ask(question).text).toContain(link);
  });

  it("does not take the venue's town for an event's name", () => {
    const events = [
      ...EVENTS,
      {
        id: "grad",
        title: "Cypress Creek High Graduation Ceremony",
        startsAt: "2027-01-02T20:00:00Z",
        sections: [{ key: "general" as const, fromCents: 2500, toCents: 2500, free: 5, total: 5 }],
      },
    ];
    const reply = ask("cual es la mejor pizzeria de cypress", { events });
    expect(reply.text).toContain("/contact");
    expect(reply.text).not.toContain("Graduation");
    expect(ask("when is the cypress creek graduation", { events }).text).toContain("Graduation");
  });

  it("adds that it does not know a price the topic's facts lack", () => {
    const reply = ask("do they sell pizza in there and how much");
    expect(reply.text).toContain("Food and drink stands");
    expect(reply.text).toContain("I don't know the answer");
  });

  it.each([
    ["having chest pains should i take an aspirin before the game", "en", "911"],
    ["mi amigo se desmayo en la fila", "es", "911"],
  ])("sends a health emergency to staff or 911 kindly: %s", (question, language, expected) => {
    const reply = ask(question);
    expect(reply.topics).toEqual(["emergency"]);
    expect(reply.language).toBe(language);
    expect(reply.text).toContain(expected);
    expect(reply.text).not.toContain("doors");
  });
});

describe("the assistant knows what the site does, from the rules the site runs on", () => {
  it.each([
    ["how long are my seats held while i pay", "hold", [`${HOLD_MINUTES} minutes`]],
    ["max tickets per account?", "limits", [`${DEFAULT_MAX_SEATS_PER_ACCOUNT} seats`]],
    ["how many wheelchair spaces can one account buy", "limits", [`${ACCESSIBLE_SPACES_PER_ACCOUNT} wheelchair`]],
    ["is there a virtual queue when tickets go on sale", "waitingRoom", ["waiting room", "not the waitlist"]],
    ["can i send my ticket to a friend", "transfer", ["/my-tickets", "transferable"]],
    ["i lost my phone with my tickets on it", "lostTicket", ["any device", "/my-tickets"]],
    ["i want to make a complaint about the bathrooms", "feedback", ["/contact"]],
    ["quiero comprar 12 asientos para toda la familia", "limits", [`${DEFAULT_MAX_SEATS_PER_ACCOUNT} asientos`]],
    ["i picked seats and then my card got declined, did i lose them", "hold", [`${HOLD_MINUTES} minutes`]],
  ])("%s", (question, topic, facts) => {
    const reply = ask(question);
    expect(reply.topics).toEqual([topic]);
    for (const fact of facts) expect(reply.text).toContain(fact);
  });

  const withEverything: SiteOptions = { ...PLAIN_SITE, paypal: true, appleWallet: true };
  it("offers PayPal and wallet passes only where the site has them", () => {
    expect(ask("what payment methods do you take").text).not.toContain("PayPal");
    expect(ask("what payment methods do you take", { site: withEverything }).text).toContain("PayPal");
    expect(ask("can i add my ticket to apple wallet").text).toContain("aren't offered");
    const wallet = ask("can i add my ticket to apple wallet", { site: withEverything }).text;
    expect(wallet).toContain("Apple Wallet");
    expect(wallet).not.toContain("Google Wallet");
  });
});

describe("fees, tax and receipts follow the venue's settings", () => {
  const taxed: SiteOptions = { ...PLAIN_SITE, pricing: { serviceFee: { kind: "amount", cents: 250 }, taxPpm: 82_500 } };
  const byRate: SiteOptions = { ...PLAIN_SITE, pricing: { serviceFee: { kind: "rate", ppm: 100_000 }, taxPpm: 0 } };

  it("says prices are all-in, with no amount, when no fee or tax is set", () => {
    const reply = ask("are there service fees");
    expect(reply.topics).toEqual(["fees"]);
    expect(reply.text).toContain("The price you see is the price you pay");
    expect(reply.text).not.toMatch(/\$|%/);
  });

  it("names the configured fee and tax per ticket, in both languages", () => {
    const en = ask("is tax included in the price", { site: taxed });
    expect(en.text).toContain("$2.50 service fee and 8.25% sales tax per ticket");
    expect(en.text).toContain("/my-tickets");
    expect(en.text).toContain("refunded");
    const es = ask("el precio incluye impuestos", { site: taxed });
    expect(es.language).toBe("es");
    expect(es.text).toContain("un cargo por servicio de $2.50 y el 8.25% de impuesto sobre la venta por boleto");
  });

  it("names a fee set as a share of the ticket price", () => {
    const reply = ask("do you charge a service fee", { site: byRate });
    expect(reply.text).toContain("service fee of 10% of the ticket price per ticket");
    expect(reply.text).not.toContain("sales tax");
  });

  it("tells where the printable receipt is", () => {
    for (const question of ["how do i get a receipt", "necesito factura", "need an invoice pls"]) {
      const reply = ask(question, { site: taxed });
      expect(reply.topics, question).toEqual(["fees"]);
      expect(reply.text).toContain("/my-tickets");
    }
  });
});

describe("the assistant carries the conversation and recommends from the calendar", () => {
  it("a weekday with its date is that day, after a question about another event", () => {
    const history = [
      { role: "user" as const, text: "cuando es el holiday pops" },
      { role: "assistant" as const, text: "Houston Symphony: Holiday Pops es el 6 de diciembre." },
    ];
    const reply = ask("y pal del viernes 11?", { history });
    expect(reply.text).toContain("Bridgeland Basketball Classic");
    expect(reply.text).not.toContain("Holiday Pops");
  });

  it("a short follow-up keeps the topic talked about", () => {
    const history = [
      { role: "user" as const, text: "do you do tours of the arena" },
      { role: "assistant" as const, text: "Venue tours run daily at 9:00 AM. Book at /tour-scheduling." },
    ];
    expect(ask("how do i book one?", { history }).topics).toEqual(["tours"]);
  });

  it("names the cheapest events with their real prices, and events in Spanish", () => {
    const cheapest = ask("whats the cheapest show next month");
    expect(cheapest.text).toMatch(/^The lowest prices next month: Bridgeland Basketball Classic on .*, from \$25/);
    const spanish = ask("hay algo en español?");
    expect(spanish.text).toContain("Mariachi & Folklórico Festival");
    expect(spanish.text).not.toContain("Basketball");
  });

  it("names a recommended event by its Spanish title when answering in Spanish", () => {
    const events = EVENTS.map((event) =>
      event.id === "hoops" ? { ...event, titleEs: "Clásico de Baloncesto de Bridgeland" } : event,
    );
    const cheapest = ask("cual es el show mas barato el proximo mes", { events });
    expect(cheapest.text).toContain("Clásico de Baloncesto de Bridgeland");
    expect(cheapest.text).not.toContain("Bridgeland Basketball Classic");
    expect(ask("whats the cheapest show next month", { events }).text).toContain("Bridgeland Basketball Classic");
  });
});

describe("links are named by their page", () => {
  it.each([
    ["/box-office", "listings.meta.pages.boxOffice"],
    ["/box-office?event=abc", "listings.meta.pages.boxOffice"],
    ["/events/abc", "assistant.eventPage"],
    ["/tour-scheduling", "listings.meta.pages.tourScheduling"],
  ])("%s", (path, key) => {
    expect(pageLabelKey(path)).toBe(key);
  });
});
