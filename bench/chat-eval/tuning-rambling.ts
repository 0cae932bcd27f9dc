/**
 * Tuning cases for the venue's topics as longer, chattier messages: a greeting or a story before
 * the question, emojis, Spanglish, missing accents and misspellings. Written apart from the other
 * sets; the assistant may be tuned against these.
 */
import * as F from "./facts";
import { abstains, bot, type EvalCase, group, multi, part, TOPICS, user } from "./types";

export function tuningRamblingCases(): EvalCase[] {
  const t = TOPICS;
  const { hold, limits, waitingRoom: queue, lostTicket: lost, complaints, carried: followup } = TOPICS;
  return [
    // Parking
    t.parking.en("hi! first time coming, where do we park and is it $$", [F.FREE.en]),
    t.parking.en("r u guys charging for parking now or still free", [F.FREE.en]),
    t.parking.en("how early does the lot open, trying to tailgate a bit", [F.TWO_HOURS.en]),
    t.parking.es("hola buenas, el estacionamiento tiene costo?", [F.FREE.es]),
    t.parking.es("cuantos lugares de estacionamiento tienen", [F.PARKING_SPACES]),
    t.parking.es("a que hora abren el estacionamiento el dia del evento", [F.TWO_HOURS.es]),
    t.parking.es("hay parqueo para la troca", [F.PARKING_SPACES]),
    // Box office
    t.boxOffice.en("is there a place to buy tickets in person, like a window", [F.OPEN_10]),
    t.boxOffice.en("box office open on saturday? what time does it close", [F.SAT_CLOSE_4]),
    t.boxOffice.es("hola, en que horario atiende la taquilla?", [F.OPEN_10]),
    t.boxOffice.es("puedo ir a comprar los boletos en persona y a que hora", [F.OPEN_10]),
    t.boxOffice.es("la boleteria abre los domingos?", [F.SUN_OPEN_2]),
    // Doors
    t.doors.en("show starts at 8, what time should i be there to get in", [F.ONE_HOUR.en]),
    t.doors.es("si el show es a las 8 a que hora abren", [F.ONE_HOUR.es]),
    t.doors.es("cuanto antes abren las puertas del evento", [F.ONE_HOUR.es]),
    // Buying tickets
    t.tickets.en("hey so how do i get tickets for a show? never used this site", ["/box-office"]),
    t.tickets.en("where on the site do i pick my seats", ["/box-office"]),
    t.tickets.es("hola como le hago para comprar entradas en linea", ["/box-office"]),
    t.tickets.es("donde escojo mis asientos", ["/box-office"]),
    t.tickets.es("quiero comprar 2 boletos como le hago", ["/box-office"]),
    // Payment
    t.payment.en("what cards do u accept", [F.CARDS]),
    t.payment.en("can i pay with my visa card online", [["Visa"]]),
    t.payment.es("que formas de pago aceptan", [F.CARDS]),
    t.payment.es("se puede pagar con visa?", [["Visa"]]),
    t.payment.es("aceptan tarjeta de credito o solo efectivo", [F.CARDS]),
    // Contact
    t.contact.en("is there a number i can call with a question", [F.PHONE]),
    t.contact.en("how do i reach customer service", [F.PHONE]),
    t.contact.es("como me comunico con ustedes", [F.PHONE]),
    t.contact.es("me pasan el telefono de la arena porfa", [F.PHONE]),
    t.contact.es("tienen whatsapp o algun telefono", [F.PHONE]),
    // Food and drink
    t.food.en("do yall sell food at the games", [F.CONCESSIONS.en]),
    t.food.en("will there be stuff to eat inside", [F.CONCESSIONS.en]),
    t.food.es("hay comida adentro de la arena?", [F.CONCESSIONS.es]),
    t.food.es("venden algo de comer alla", [F.CONCESSIONS.es]),
    t.food.es("se puede entrar con comida de afuera", [F.OUTSIDE_FOOD.es]),
    // Planning and rental
    t.planner.en("looking to book the arena for a graduation ceremony, who do i talk to", ["/planner"]),
    t.planner.en("can organizations rent the venue for a conference", ["/planner"]),
    t.planner.en("what does it cost to hold an event there", ["/planner"]),
    t.planner.es("quiero rentar la arena para un evento", ["/planner"]),
    t.planner.es("cuanto cuesta hacer un evento en la arena", ["/planner"]),
    // Seat prices
    t.prices.en("how much r the cheap seats", [F.PRICES.general]),
    t.prices.en("price range for tickets?", [F.PRICES.general, F.PRICES.vip]),
    t.prices.en("how expensive are premium seats", [F.PRICES.premium]),
    t.prices.es("cuanto cuesta la entrada mas barata", [F.PRICES.general]),
    t.prices.es("que precio tienen los boletos", [F.PRICES.general]),
    // Tours
    t.tours.en("do you guys do tours of the building", [F.TOUR_TIME, "/tour-scheduling"]),
    t.tours.en("my son would love to see the arena, any tours?", [F.TOUR_TIME, "/tour-scheduling"]),
    t.tours.en("how do i book a tour", ["/tour-scheduling"]),
    t.tours.es("como reservo un recorrido", ["/tour-scheduling"]),
    t.tours.es("a que hora son las visitas guiadas", [F.TOUR_TIME]),
    // Refunds, transfers
    t.refunds.en("can i return my tickets", [F.FINAL.en]),
    t.refunds.es("se pueden devolver los boletos", [F.FINAL.es]),
    t.transfer.en("can i transfer tickets to my sister", [F.TRANSFER.en]),
    t.transfer.es("puedo transferir mis boletos", [F.TRANSFER.es]),
    // Accessibility
    t.access.en("do u have ada seating", [F.WHEELCHAIR_SPACES]),
    t.access.es("tienen lugares para discapacitados", [F.WHEELCHAIR_SPACES]),
    // Items
    t.items.en("can i bring a big bag", [F.LARGE_BAGS.en]),
    t.items.es("se puede llevar bolsa grande", [F.LARGE_BAGS.es]),
    // Address
    t.where.en("where r u located", [F.STREET]),
    t.where.es("en donde queda la arena", [F.STREET]),
    // Newsletter, groups, capacity
    t.newsletter.en("is there a mailing list", ["/newsletter"]),
    t.newsletter.es("como me suscribo al boletin", ["/newsletter"]),
    t.groups.en("discount for a big group?", [F.GROUP_EMAIL]),
    t.groups.es("hay descuento para grupos grandes", [F.GROUP_EMAIL]),
    t.capacity.en("how many seats in the arena total", [F.CAPACITY]),
    t.capacity.es("cuantos asientos tiene la arena", [F.CAPACITY]),
    // The product
    hold.en("how long until my seats get released if i dont pay", [["10 minutes"]]),
    hold.es("cuanto tiempo tengo para pagar antes de que se liberen", [["10 minutos"]]),
    limits.en("max tickets per order?", [["10 seats", "10 tickets", "up to 10"]]),
    limits.es("cuantos boletos puedo comprar como maximo", [["10 asientos", "10 boletos", "hasta 10"]]),
    queue.en("what is the waiting room thing on sale day", [["waiting room"]]),
    queue.es("que es la sala de espera", [["sala de espera"]]),
    lost.en("i lost my ticket what do i do", ["/my-tickets"]),
    lost.es("perdi mi boleto que hago", ["/my-tickets"]),
    complaints.en("i want to file a complaint about staff", ["/contact"]),
    complaints.es("quiero poner una queja", ["/contact"]),
    // Multi
    multi("en", "hey is parking free and what time do doors open?", [
      part("parking", [F.FREE.en]),
      part("doors", [F.ONE_HOUR.en]),
    ]),
    multi("es", "donde queda la arena y hay estacionamiento?", [
      part("address", [F.STREET]),
      part("parking", [F.PARKING_SPACES]),
    ]),
    // Follow-ups
    followup.en("what about saturdays", [F.SAT_CLOSE_4], {
      history: [user("box office hours?"), bot("The box office is open Monday to Friday 10:00 AM to 6:00 PM.")],
    }),
    followup.es("y cuanto cuesta?", ["/planner"], {
      history: [user("se puede rentar la arena"), bot("Sí, planee su evento en /planner.")],
    }),
    followup.en("how long does it last", [F.TOUR_MINUTES.en], {
      history: [user("do you do tours"), bot("Venue tours run daily at 9:00 AM. Book at /tour-scheduling.")],
    }),
    followup.es("y a que hora abre?", [F.TWO_HOURS.es], {
      history: [user("el estacionamiento es gratis?"), bot("Sí, el estacionamiento es gratuito.")],
    }),
    // Unknowns
    abstains("en")("is there an atm inside"),
    abstains("en")("who is the head of security there"),
    abstains("en")("can i smoke a cigar outside during intermission"),
    abstains("en")("is the arena haunted lol"),
    abstains("en")("what brand of beer do they pour"),
    abstains("es")("hay cajero automatico adentro"),
    abstains("es")("se puede fumar afuera en el intermedio"),
    abstains("es")("que marca de cerveza venden"),
    abstains("es")("quien es el dueño de la arena"),
    abstains("es")("hay guarderia para niños durante el evento"),
  ];
}
