/**
 * The assistant's knowledge of the venue: one topic per thing visitors ask, the words that
 * point to it in each language, and its answer. Every fact in an answer is read from venue.ts
 * (or the domain module that owns it) and formatted in the reply's language; the sentences are
 * in the `assistant.answers` catalogs.
 *
 * Keywords are folded like questions (text.ts). "park*" is a stem, "box office" a phrase (its
 * words in a row), "^2" a weight; a keyword weighs one point per word unless it says otherwise.
 * Nouns that name a topic weigh 2, so "how much is parking?" is about parking, not prices;
 * verbs that fit many questions ("bring", "allowed") weigh ½ and never decide alone. On a tie
 * the topic listed first wins, so the more specific topics come first (accessible parking is
 * about accessibility).
 */

import { type KeyUnder, translate } from "../i18n/translate";
import { RENTAL_FULL_DAY_CENTS, RENTAL_HALF_DAY_CENTS, RENTAL_HOURLY_RATE_CENTS, RENTAL_HOURS } from "../rental";
import { layoutSections } from "../seating/layouts";
import { TOUR_CAPACITY, TOUR_DURATION_MINUTES, TOUR_TIME } from "../tours";
import { venue, venueAddressLine } from "../venue";
import type { Formatter } from "./format";

export interface Topic {
  id: string;
  keywords: { en: readonly string[]; es: readonly string[] };
  answer(f: Formatter): string;
}

const items = (f: Formatter, ids: readonly KeyUnder<"assistant.items">[]) =>
  f.list(ids.map((id) => f.t(`items.${id}`)));

const cards = (f: Formatter) => f.list(venue.acceptedCards);

/** Prices of the default layout's sections, dearest first, then the arena layout's. */
function sectionPrices(f: Formatter): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const layout of ["traditional", "arena"] as const) {
    for (const section of layoutSections(layout)) {
      if (seen.has(section.key)) continue;
      seen.add(section.key);
      parts.push(`${translate(f.language, `tickets.sections.${section.key}`)} ${f.money(section.priceCents)}`);
    }
  }
  return parts.join(", ");
}

export const TOPICS: readonly Topic[] = [
  {
    id: "accessibility",
    keywords: {
      en: ["accessib*^2", "wheelchair*^3", "disab*^2", "handicap*^2", "ada^2", "mobility^2", "elevator*^2"],
      es: [
        "accesib*^2",
        "silla de ruedas^3",
        "discapacidad*^2",
        "discapacitad*^2",
        "movilidad^2",
        "elevador*^2",
        "ascensor*^2",
      ],
    },
    answer: (f) => f.t("answers.accessibility", { phone: venue.phone }),
  },
  {
    id: "parking",
    keywords: {
      en: ["park*^2", "car", "cars", "lot", "garage^2"],
      es: ["estacion*^2", "parqueo^2", "parquear^2", "aparca*^2", "carro", "coche", "auto"],
    },
    answer: (f) =>
      f.t("answers.parking", { spaces: f.count(venue.parkingSpaces), hours: venue.parkingOpensHoursBefore }),
  },
  {
    id: "boxOffice",
    keywords: {
      en: [
        "box office^3",
        "ticket office^3",
        "office",
        "hours",
        "open",
        "opens",
        "opening",
        "close",
        "closes",
        "closed",
      ],
      es: ["taquilla^3", "boleteria^3", "horario*^2", "abre", "abren", "cierra*", "apertura"],
    },
    answer: (f) =>
      f.t("answers.boxOffice", {
        schedule: f.hours(venue.boxOfficeHours),
        hours: venue.boxOfficeOpensHoursBeforeEvents,
      }),
  },
  {
    id: "doors",
    keywords: {
      en: ["door*^2", "gates", "showtime^2", "start*", "begin*", "arrive", "early"],
      es: ["puerta*^2", "empieza*", "comienza*", "inicia", "llegar temprano^2", "temprano"],
    },
    answer: (f) =>
      f.t("answers.doors", { doors: venue.doorsOpenHoursBefore, hours: venue.boxOfficeOpensHoursBeforeEvents }),
  },
  {
    id: "capacity",
    keywords: {
      en: ["capacity^2", "how many seats^3", "how many people^3", "how big^2", "size", "fit", "hold"],
      es: ["capacidad^2", "aforo^2", "cuantos asientos^3", "cuantas personas^3", "cupo", "tamano", "caben^2"],
    },
    answer: (f) =>
      f.t("answers.capacity", {
        total: f.count(venue.capacity.total),
        general: f.count(venue.capacity.general),
        premium: f.count(venue.capacity.premium),
        vip: f.count(venue.capacity.vip),
        events: venue.eventsPerYear,
      }),
  },
  {
    id: "prices",
    keywords: {
      en: ["price*^2", "cost*", "how much^1", "cheap*", "expensive", "vip", "premium", "balcony"],
      es: ["precio*^2", "cuesta*", "cuanto cuesta^1", "cuanto vale*^1", "caro*", "barato*", "vip", "balcon"],
    },
    answer: (f) => f.t("answers.prices", { prices: sectionPrices(f) }),
  },
  {
    id: "tickets",
    keywords: {
      en: ["ticket*", "buy", "purchase", "order", "seat", "seats", "book"],
      es: ["boleto*", "entrada*", "comprar", "compro", "adquirir", "asiento*", "tickets"],
    },
    answer: (f) => f.t("answers.tickets", { cards: cards(f) }),
  },
  {
    id: "refunds",
    keywords: {
      en: ["refund*^2", "money back^2", "cancel*", "exchange*", "return"],
      es: ["reembols*^2", "devoluci*^2", "devolver*^2", "cancela*", "cambio", "regresan el dinero^2"],
    },
    answer: (f) => f.t("answers.refunds", { min: venue.refundDays.min, max: venue.refundDays.max }),
  },
  {
    id: "pickup",
    keywords: {
      en: ["transfer*^2", "pick up^2", "pickup^2", "will call^2", "id", "resell*^2", "give my tickets^2"],
      es: ["transfer*^2", "recoger^2", "recojo^2", "identificacion^2", "revend*^2", "pasar mis boletos^2"],
    },
    answer: (f) => f.t("answers.pickup"),
  },
  {
    id: "bags",
    keywords: {
      en: ["bag*^2", "backpack*^2", "purse*^2", "handbag*^2"],
      es: ["bolsa*^2", "mochila*^2", "bolso*^2", "cartera*^2"],
    },
    answer: (f) =>
      f.t("answers.bags", {
        items: items(
          f,
          venue.prohibitedItems.filter((id) => id !== "largeBags"),
        ),
      }),
  },
  {
    id: "prohibited",
    keywords: {
      en: [
        "prohibit*^2",
        "not allowed^1",
        "banned^2",
        "forbidden^2",
        "allowed^0.5",
        "bring^0.5",
        "cant^0.5",
        "items^0.5",
        "camera*^2",
        "weapon*^2",
        "gun*^2",
        "knife^2",
        "glass^2",
        "bottle*^2",
        "policy^0.5",
        "recording^2",
      ],
      es: [
        "prohibid*^2",
        "no se permite*^1",
        "no puedo llevar^1.5",
        "permit*^0.5",
        "llevar^0.5",
        "traer^0.5",
        "objetos^0.5",
        "articulos^0.5",
        "camara*^2",
        "arma*^2",
        "cuchillo*^2",
        "vidrio^2",
        "botella*^2",
        "politica*^0.5",
        "grabar^2",
      ],
    },
    answer: (f) => f.t("answers.prohibited", { items: items(f, venue.prohibitedItems) }),
  },
  {
    id: "food",
    keywords: {
      en: ["food^2", "drink*^2", "eat", "snack*^2", "concession*^2", "beer^2", "water"],
      es: ["comida*^2", "bebida*^2", "comer", "beber", "alimento*^2", "cerveza*^2", "agua"],
    },
    answer: (f) => f.t("answers.food"),
  },
  {
    id: "tours",
    keywords: {
      en: ["tour*^2", "guided^2", "behind the scenes^2", "backstage^2", "walkthrough^2"],
      es: ["tour*^2", "recorrido*^2", "visita*^2", "guiada*^2"],
    },
    answer: (f) =>
      f.t("answers.tours", {
        time: f.clock(TOUR_TIME),
        minutes: TOUR_DURATION_MINUTES,
        capacity: TOUR_CAPACITY,
        address: venueAddressLine,
      }),
  },
  {
    id: "groups",
    keywords: {
      en: ["group*^2", "large party^2", "school trip^2", "bulk^2"],
      es: ["grupo*^2", "excursion^2"],
    },
    answer: (f) => f.t("answers.groups", { min: venue.groupSalesMinimum, email: venue.groupSalesEmail }),
  },
  {
    id: "address",
    keywords: {
      en: ["address^2", "where", "located^2", "location^2", "direction*^2", "get there^2", "map", "gps", "find you"],
      es: ["direccion*^2", "ubica*^2", "donde esta^1", "donde queda^2", "como llego^2", "como llegar^2", "mapa"],
    },
    answer: (f) => f.t("answers.address", { address: venueAddressLine }),
  },
  {
    id: "contact",
    keywords: {
      en: ["contact*^2", "phone^2", "call", "email^2", "e mail^2", "talk to", "speak", "human", "number"],
      es: ["contact*^2", "telefono^2", "llamar", "correo*^2", "hablar con", "numero"],
    },
    answer: (f) => f.t("answers.contact", { phone: venue.phone, email: venue.email }),
  },
  {
    id: "planner",
    keywords: {
      en: [
        "rent*^2",
        "host*^2",
        "book the venue^3",
        "private event^2",
        "wedding*^2",
        "corporate^2",
        "quote^2",
        "plan*",
      ],
      es: [
        "alquil*^2",
        "renta*^2",
        "organizar*^2",
        "boda*^2",
        "evento privado^2",
        "cotizacion^2",
        "reservar el lugar^3",
      ],
    },
    answer: (f) =>
      f.t("answers.planner", {
        hourly: f.money(RENTAL_HOURLY_RATE_CENTS),
        minHours: RENTAL_HOURS.min,
        halfDay: f.money(RENTAL_HALF_DAY_CENTS),
        fullDay: f.money(RENTAL_FULL_DAY_CENTS[5]),
        saturday: f.money(RENTAL_FULL_DAY_CENTS[6]),
        minMonths: venue.bookingAdviceMonths.min,
        maxMonths: venue.bookingAdviceMonths.max,
        teamHours: f.hours([venue.planningTeamHours]),
      }),
  },
  {
    id: "myTickets",
    keywords: {
      en: ["my tickets^2", "my ticket^2", "my order^2", "where are my^2", "confirmation^2"],
      es: ["mis boletos^2", "mis entradas^2", "mi compra^2", "donde estan mis^2", "confirmacion^2"],
    },
    answer: (f) => f.t("answers.myTickets"),
  },
  {
    id: "newsletter",
    keywords: {
      en: ["newsletter^2", "subscrib*^2", "mailing list^2", "news", "updates"],
      es: ["boletin^2", "suscrib*^2", "noticias", "novedades"],
    },
    answer: (f) => f.t("answers.newsletter"),
  },
  {
    id: "payment",
    keywords: {
      en: ["pay", "paying", "payment*^2", "credit card^2", "card*", "paypal^2", "visa", "mastercard", "amex", "cash"],
      es: ["pago*^2", "pagar", "tarjeta*^2", "paypal^2", "efectivo", "credito", "debito"],
    },
    answer: (f) => f.t("answers.payment", { methods: f.list([...venue.acceptedCards, "PayPal"]) }),
  },
  {
    id: "thanks",
    keywords: { en: ["thank*", "thx", "ty"], es: ["gracias"] },
    answer: (f) => f.t("answers.thanks"),
  },
  {
    id: "hello",
    keywords: {
      en: ["hi", "hello", "hey", "good morning", "good afternoon", "good evening"],
      es: ["hola", "buenos dias", "buenas tardes", "buenas noches", "buenas"],
    },
    answer: (f) => f.t("answers.hello"),
  },
];
