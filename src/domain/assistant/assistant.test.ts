import { describe, expect, it } from "vitest";
import { venueTimeToInstant } from "../time";
import { venue } from "../venue";
import { answerQuestion, type LiveEvent } from "./assistant";
import { linkedPaths } from "./links";
import { partyAskedFor } from "./slots";

// Wednesday 2 December 2026, noon at the venue.
const NOW = venueTimeToInstant("2026-12-02", "12:00");

function event(title: string, date: string, time: string, freeSeats = 916, totalSeats = 916): LiveEvent {
  return {
    id: title.toLowerCase().replace(/\W+/g, "-"),
    title,
    startsAt: venueTimeToInstant(date, time).toISOString(),
    freeSeats,
    totalSeats,
  };
}

const EVENTS: LiveEvent[] = [
  event("Houston Symphony: Holiday Pops", "2026-12-04", "19:30", 912),
  event("Bridgeland Basketball Classic", "2026-12-06", "18:00"),
  event("Lone Star Country Music Night", "2026-12-11", "20:00", 0),
  event("Mariachi & Folklórico Festival", "2026-12-19", "18:00"),
  event("Cypress Creek High Graduation Ceremony", "2027-01-09", "14:00"),
];

function ask(question: string, fallbackLanguage: "en" | "es" = "en", events = EVENTS) {
  return answerQuestion(question, { fallbackLanguage, now: NOW, events });
}

describe("the knowledge base answers venue questions in the question's language", () => {
  it.each([
    ["where do i park", "en", "parking", ["free", "1,500", "/information"]],
    ["parkng??", "en", "parking", ["1,500"]],
    ["how much is parking", "en", "parking", ["free"]],
    ["¿Dónde me estaciono?", "es", "parking", ["gratuito", "1,500", "/information"]],
    ["cuanto cuesta el estacionamento", "es", "parking", ["gratuito"]],
    ["box office hours", "en", "boxOffice", ["10:00 AM", "6:00 PM", "Saturday 10:00 AM–4:00 PM", "/box-office"]],
    ["horario de la taquilla", "es", "boxOffice", ["lunes a viernes", "sábado", "domingo", "/box-office"]],
    ["what time do doors open", "en", "doors", ["1 hour before"]],
    ["a que hora abren las puertas", "es", "doors", ["1 hora antes"]],
    ["how many seats does the arena have", "en", "capacity", ["3,500", "2,800", "500", "200"]],
    ["how much are vip seats", "en", "prices", ["VIP $150", "Premium $100", "General $25", "/box-office"]],
    ["precio de los boletos", "es", "prices", ["Preferente $100", "Tribuna Alta $30"]],
    ["how do i buy tickets", "en", "tickets", ["/box-office", "Visa", "/my-tickets"]],
    ["refund policy", "en", "refunds", ["All sales are final", "7 to 10 business days", "/terms"]],
    ["me devuelven el dinero si cancelan?", "es", "refunds", ["reembolso completo", "/terms"]],
    ["can i bring a backpack", "en", "bags", ["backpacks", "weapons", "/information"]],
    ["puedo llevar mi bolsa", "es", "bags", ["mochilas", "/information"]],
    ["what items are prohibited", "en", "prohibited", ["weapons", "glass containers", "illegal substances"]],
    ["can i bring my own food", "en", "food", ["Outside food and drink are not allowed"]],
    ["wheelchair accessible seating?", "en", "accessibility", ["Wheelchair", "companion", "/contact"]],
    ["tienen acceso para silla de ruedas", "es", "accessibility", ["sillas de ruedas", "/contact"]],
    ["how do i book a tour", "en", "tours", ["9:00 AM", "45 minutes", "10 people", "/tour-scheduling"]],
    ["recorridos guiados?", "es", "tours", ["9:00 a.m.", "45 minutos", "/tour-scheduling"]],
    ["group tickets for 20", "en", "groups", ["10 or more", venue.groupSalesEmail]],
    ["what is the address", "en", "address", ["17500 Bridgeland Creek Pkwy, Cypress, TX 77433", "/information"]],
    ["como llego", "es", "address", ["17500 Bridgeland Creek Pkwy"]],
    ["phone number", "en", "contact", [venue.phone, venue.email, "/contact"]],
    ["i want to rent the venue for a wedding", "en", "planner", ["/planner", "$150", "$1,300", "$2,100", "$2,900"]],
    ["where are my tickets", "en", "myTickets", ["/my-tickets"]],
    ["can i transfer my ticket", "en", "transfer", ["transferable", "/my-tickets"]],
    ["newsletter", "en", "newsletter", ["/newsletter"]],
    ["aceptan tarjeta de credito", "es", "payment", ["Visa", "American Express"]],
    ["can i pay cash at the window", "en", "boxOffice", ["cash", "/box-office"]],
    ["puedo pagar en efectivo en la taquilla", "es", "boxOffice", ["efectivo", "/box-office"]],
    ["are there service fees", "en", "fees", ["the price you pay", "/my-tickets"]],
    ["is tax included in the price", "en", "fees", ["no service fee or tax is added"]],
    ["why is my ticket more than the listed price", "en", "fees", ["the price you pay"]],
    ["how do i get a receipt", "en", "fees", ["receipt", "/my-tickets", "confirmation email"]],
    ["el precio incluye impuestos", "es", "fees", ["el precio que paga"]],
    ["necesito factura", "es", "fees", ["recibo", "/my-tickets"]],
    ["necesito un recibo de mi pedido", "es", "fees", ["recibo imprimible", "/my-tickets"]],
    ["hay cargos por servicio?", "es", "fees", ["cargo por servicio"]],
    ["where do i enter my promo code", "en", "codes", ["/box-office", "off each ticket"]],
    ["i have a presale code how do i use it", "en", "codes", ["/box-office", "before the public sale"]],
    ["presale pasword?", "en", "codes", ["/box-office"]],
    ["tengo un codigo de preventa", "es", "codes", ["/box-office", "antes de que empiece la venta al público"]],
    ["código de descuento", "es", "codes", ["descuenta un porcentaje"]],
    ["donde pongo mi cupon", "es", "codes", ["/box-office"]],
    ["hola", "es", "hello", ["¿Qué desea saber?"]],
    ["thanks!", "en", "thanks", ["welcome"]],
  ] as const)("%j -> %s %s", (question, language, topic, facts) => {
    // Asked with the other interface language: the question's words decide.
    const reply = ask(question, language === "en" ? "es" : "en");
    expect(reply.topic).toBe(topic);
    expect(reply.language).toBe(language);
    for (const fact of facts) expect(reply.text).toContain(fact);
  });

  it.each([
    ["is there wifi", "en"],
    ["can i smoke inside", "en"],
    ["are dogs allowed", "en"],
    ["tienen wifi?", "es"],
    ["se puede fumar adentro", "es"],
    ["asdf qwerty", "en"],
  ] as const)("does not know %j: says so and points to /contact", (question, language) => {
    const reply = ask(question, language);
    expect(reply.topic).toBe("unknown");
    expect(linkedPaths(reply.text)).toEqual(["/contact"]);
    expect(reply.text).toContain(venue.phone);
  });

  it("reads every fact from venue.ts: a changed fact changes the answer", () => {
    expect(ask("where do i park").text).toContain(new Intl.NumberFormat("en-US").format(venue.parkingSpaces));
    expect(ask("tour?").text).toContain(`${venue.tour.durationMinutes} minutes`);
  });
});

describe("the live calendar", () => {
  it.each([
    ["whats on this weekend", ["Houston Symphony: Holiday Pops", "Bridgeland Basketball Classic", "/box-office"]],
    ["anything happening on friday?", ["Houston Symphony: Holiday Pops"]],
    ["que hay este fin de semana", ["Houston Symphony: Holiday Pops", "Bridgeland Basketball Classic"]],
    ["what events are coming up", ["Houston Symphony", "Mariachi", "Graduation", "/calendar"]],
  ])("%j lists the right events", (question, facts) => {
    const reply = ask(question);
    expect(reply.topic).toBe("calendar");
    for (const fact of facts) expect(reply.text).toContain(fact);
  });

  it("does not list events outside the window", () => {
    const reply = ask("whats on this weekend");
    expect(reply.text).not.toContain("Lone Star");
    expect(reply.text).not.toContain("Mariachi");
    expect(ask("anything tonight?").text).toContain("There are no events today");
    expect(ask("hay algo hoy?").text).toContain("No hay eventos hoy");
  });

  it("finds the next event of a type, with its free seats", () => {
    const concert = ask("when is the next concert");
    expect(concert.text).toContain("The next concert is Lone Star Country Music Night");
    expect(concert.text).toContain("sold out");
    const game = ask("cuando es el proximo partido");
    expect(game.language).toBe("es");
    expect(game.text).toContain("El próximo evento deportivo es Bridgeland Basketball Classic");
    expect(game.text).toContain("quedan 916 de 916");
    expect(ask("next trade show?").text).toContain("There is no trade show on the calendar");
    expect(ask("hay alguna feria este fin de semana").text).toContain(
      "No hay ninguna feria comercial este fin de semana",
    );
  });

  it("answers whether tickets are left for a named event", () => {
    const symphony = ask("are there tickets for the symphony?");
    expect(symphony.topic).toBe("event");
    expect(symphony.text).toContain("Houston Symphony: Holiday Pops on Fri, Dec 4, 7:30 PM: 912 of 916 seats");
    expect(ask("tickets for lone star").text).toContain(
      "Lone Star Country Music Night on Fri, Dec 11, 8:00 PM is sold out",
    );
    const mariachi = ask("¿quedan boletos para el festival de mariachi?");
    expect(mariachi.language).toBe("es");
    expect(mariachi.text).toContain("Mariachi & Folklórico Festival el sáb, 19 de dic");
  });

  it("does not invent an event it cannot find", () => {
    const reply = ask("tickets for taylor swift");
    expect(reply.topic).toBe("eventNotFound");
    expect(reply.text).not.toContain("Taylor");
    expect(linkedPaths(reply.text)).toEqual(["/calendar", "/box-office"]);
  });

  it("says when the calendar is empty", () => {
    expect(ask("what's on?", "en", []).text).toContain("There are no upcoming events");
    expect(ask("when is the next concert", "en", []).text).toContain("There is no concert on the calendar");
    expect(ask("tickets for the symphony", "en", []).topic).toBe("eventNotFound");
  });

  it("lets a venue topic win over an event named in passing", () => {
    expect(ask("is there parking for the symphony").topic).toBe("parking");
    expect(ask("can i bring a camera to the concert").topic).toBe("prohibited");
    expect(ask("where is bridgeland arena").topic).toBe("address");
  });
});

describe("hostile words", () => {
  // Names every plain object has: looked up in a word table, they must find nothing.
  const names = [...Object.getOwnPropertyNames(Object.prototype), "prototype", "__proto__ 4 tickets"];

  it.each(names)("answers %s as any other word, in text, without a party size or event of its own", (name) => {
    for (const language of ["en", "es"] as const) {
      const answer = ask(name, language);
      expect(typeof answer.text).toBe("string");
      expect(answer.text.length).toBeGreaterThan(0);
      expect(answer.text).not.toMatch(/function|\[object|undefined|NaN/);
    }
    expect(partyAskedFor(["constructor", "tickets"])).toBeUndefined();
  });
});
