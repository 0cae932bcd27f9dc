/**
 * Tuning cases in the registers the other sets use least: polite and formal ("Could you tell me…",
 * "¿Me podría indicar…"), terse keywords, questions that open with the visitor's situation, and
 * conversations of three turns. Written apart from the other sets; the assistant may be tuned
 * against these.
 */
import * as F from "./facts";
import { abstains, bot, type EvalCase, group, multi, part, TOPICS, user } from "./types";

export function tuningRegisterCases(): EvalCase[] {
  const t = TOPICS;
  const { hold, limits, waitingRoom: queue, wallet, lostTicket: lost, complaints, carried: followup } = TOPICS;
  return [
    // Polite and formal
    t.parking.en("Could you please tell me whether parking is included?", [F.FREE.en]),
    t.boxOffice.en("Would you kindly let me know your box office hours on weekdays?", [F.OPEN_10, F.CLOSE_6]),
    t.doors.en("May I ask how early the doors open prior to a performance?", [F.ONE_HOUR.en]),
    t.tours.en("I would like to arrange a guided tour for my family. How may I do so?", ["/tour-scheduling"]),
    t.planner.en("Our nonprofit is considering your venue for a fundraising gala. What are the rental rates?", [
      F.RENT_HOURLY,
    ]),
    t.access.en("Could you describe the accommodations available for guests using wheelchairs?", [F.WHEELCHAIR_SPACES]),
    t.refunds.en("What is your policy regarding refunds should I be unable to attend?", [F.FINAL.en]),
    t.payment.en("Which methods of payment are accepted online?", [F.CARDS]),
    t.contact.en("What is the best way to contact your guest services team?", [F.PHONE]),
    t.where.en("Could you provide the venue's street address?", [F.STREET]),
    t.parking.es("¿Me podría indicar si el estacionamiento tiene algún costo?", [F.FREE.es]),
    t.boxOffice.es("¿Podría decirme el horario de atención de la taquilla?", [F.OPEN_10]),
    t.doors.es("¿Con cuánta anticipación se abren las puertas antes de la función?", [F.ONE_HOUR.es]),
    t.tours.es("Quisiera agendar una visita guiada para mi familia, ¿cómo lo hago?", ["/tour-scheduling"]),
    t.planner.es("Nuestra organización quisiera alquilar el recinto para una gala, ¿cuáles son las tarifas?", [
      F.RENT_HOURLY,
    ]),
    t.access.es("¿Qué facilidades ofrecen a las personas en silla de ruedas?", [F.WHEELCHAIR_SPACES]),
    t.refunds.es("¿Cuál es su política de reembolsos si no puedo asistir?", [F.FINAL.es]),
    t.payment.es("¿Qué métodos de pago aceptan en línea?", [F.CARDS]),
    t.contact.es("¿Cuál es la mejor manera de comunicarme con atención al cliente?", [F.PHONE]),
    t.where.es("¿Me podría proporcionar la dirección del recinto?", [F.STREET]),
    // Terse keywords
    t.parking.en("parking cost", [F.FREE.en]),
    t.boxOffice.en("box office sunday", [F.SUN_OPEN_2]),
    t.items.en("prohibited items list", [F.WEAPONS.en]),
    t.capacity.en("capacity", [F.CAPACITY]),
    t.groups.en("group tickets", [F.GROUP_EMAIL]),
    t.newsletter.en("newsletter signup", ["/newsletter"]),
    t.parking.es("costo estacionamiento", [F.FREE.es]),
    t.boxOffice.es("taquilla domingo", [F.SUN_OPEN_2]),
    t.items.es("objetos prohibidos", [F.WEAPONS.es]),
    t.capacity.es("capacidad", [F.CAPACITY]),
    t.groups.es("boletos para grupos", [F.GROUP_EMAIL]),
    t.newsletter.es("suscripcion boletin", ["/newsletter"]),
    // The visitor's situation first
    t.access.en("my dad just had knee surgery and can't do stairs, where should we sit", [F.WHEELCHAIR_SPACES]),
    t.transfer.en("i bought 4 but my brother is coming separately, can he get his own ticket", [F.TRANSFER.en]),
    lost.en("my phone died and my tickets were on it, can i still get in", ["/my-tickets"]),
    hold.en("i picked seats and then my card got declined, did i lose them", [["10 minutes"]]),
    queue.en("tickets for a huge show go on sale tomorrow and i'm worried about the site crashing", [["waiting room"]]),
    complaints.en("the usher was really rude to us last night and i want someone to know", ["/contact"]),
    t.access.es("mi papa tiene la rodilla operada y no puede subir escaleras, donde nos sentamos", [
      F.WHEELCHAIR_SPACES,
    ]),
    t.transfer.es("compre 4 pero mi hermano va por su lado, le puedo mandar su boleto", [F.TRANSFER.es]),
    lost.es("se me murio el celular y ahi tenia los boletos, igual puedo entrar", ["/my-tickets"]),
    hold.es("escogi los asientos y me rechazaron la tarjeta, ya los perdi?", [["10 minutos"]]),
    queue.es("mañana salen los boletos de un show muy grande y me da miedo que se caiga la pagina", [
      ["sala de espera"],
    ]),
    complaints.es("el acomodador fue muy grosero con nosotros anoche y quiero que alguien lo sepa", ["/contact"]),
    limits.en("trying to buy 12 seats for my whole family, will it let me", [["10 seats", "10 tickets", "up to 10"]]),
    limits.es("quiero comprar 12 asientos para toda la familia, se puede", [["10 asientos", "10 boletos", "hasta 10"]]),
    wallet.en("is there a way to keep the tickets in my phone's wallet app", ["/my-tickets"]),
    wallet.es("se pueden guardar los boletos en la app de cartera del telefono", ["/my-tickets"]),
    // Two in one
    multi("en", "Could you tell me where to park, and whether the box office takes cash?", [
      part("parking", [F.PARKING_SPACES]),
      part("payment", [F.WINDOW_CASH.en]),
    ]),
    multi("es", "¿Dónde me estaciono y la taquilla acepta efectivo?", [
      part("parking", [F.PARKING_SPACES]),
      part("payment", [F.WINDOW_CASH.es]),
    ]),
    // Three turns
    followup.en("and the max group size?", [F.TOUR_CAPACITY.en], {
      history: [
        user("do you do tours"),
        bot("Venue tours run daily at 9:00 AM and last 45 minutes. Book at /tour-scheduling."),
        user("how long is it"),
        bot("Venue tours run daily at 9:00 AM and last 45 minutes. Book at /tour-scheduling."),
      ],
    }),
    followup.es("y cuantas personas maximo?", [F.TOUR_CAPACITY.es], {
      history: [
        user("hacen recorridos"),
        bot("Las visitas guiadas son todos los días a las 9:00 a.m. Reserve en /tour-scheduling."),
        user("cuanto dura"),
        bot("Las visitas guiadas duran 45 minutos. Reserve en /tour-scheduling."),
      ],
    }),
    followup.en("what about weekends", [F.SAT_CLOSE_4], {
      history: [
        user("can i buy tickets in person"),
        bot("Yes, at the box-office window: Monday to Friday 10:00 AM to 6:00 PM."),
      ],
    }),
    followup.es("y los fines de semana?", [F.SAT_CLOSE_4], {
      history: [
        user("puedo comprar boletos en persona"),
        bot("Sí, en la ventanilla de taquilla: de lunes a viernes de 10:00 a.m. a 6:00 p.m."),
      ],
    }),
    // Not known
    abstains("en")("Could you tell me whether the arena offers a coat check?"),
    abstains("en")("is there a nursing room for moms"),
    abstains("en")("can we bring a birthday cake for my daughter"),
    abstains("en")("what's the wifi password"),
    abstains("en")("do performers ever come out to meet fans after"),
    abstains("es")("¿Cuentan con guardarropa?"),
    abstains("es")("hay sala de lactancia"),
    abstains("es")("podemos llevar un pastel de cumpleaños para mi hija"),
    abstains("es")("cual es la clave del wifi"),
    abstains("es")("los artistas salen a saludar a los fans despues"),
  ];
}
