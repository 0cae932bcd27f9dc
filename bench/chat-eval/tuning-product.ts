/**
 * Tuning cases for what the site does beyond the first knowledge base, abstention, emergencies,
 * carried follow-ups and recommendations: the assistant may be tuned against these (the held-out
 * product part asks the same kinds in other words).
 */
import * as F from "./facts";
import { told } from "./live";
import { bot, type Calendar, type CalendarEvent, type EvalCase, group, TOPICS, user } from "./types";

const ABSTAIN = {
  en: ["don't know", "do not know", "not sure", "don't have", "no information"],
  es: ["no se", "no tengo", "no cuento con", "no estoy seguro"],
};
const WRONG_TOPIC = ["$", "1,500", "1500", "doors open", "las puertas abren", "free", "gratis"];
const STAFF = { en: ["staff", "usher"], es: ["personal", "acomodador"] };
const dayOf = (e: CalendarEvent) => (e.date.es[0] ?? "").split(" ")[0] ?? "";

export function tuningProductCases(cal: Calendar): EvalCase[] {
  const {
    hold,
    limits,
    waitingRoom: queue,
    wallet,
    lostTicket: lost,
    complaints,
    abstain: unknown,
    emergency,
    carried: followup,
  } = TOPICS;
  const transfer = group("venue", "transfers");
  const payment = group("venue", "payment as configured");
  const recommend = group("recommend", "from live events");
  const { symphony, hoops, mariachi } = cal.events;
  const other = cal.upcoming.find((e) => e.id !== symphony.id && e.id !== hoops.id && !e.soldOut) ?? hoops;
  const ten = ["10 seats", "10 tickets", "up to 10"];
  const diez = ["10 asientos", "10 boletos", "hasta 10"];
  return [
    hold.en("how much time do i get to pay once i pick seats", [["10 minutes"]]),
    hold.en("my seats vanished at checkout why", [["10 minutes"]]),
    hold.es("cuanto tiempo tengo pa pagar los boletos que escogi", [["10 minutos"]]),
    hold.es("se me fueron los asientos mientras pagaba", [["10 minutos"]]),
    limits.en("how many tickets can one account buy", [ten]),
    limits.en("can i get 15 tickets for the game", [ten]),
    limits.en("limit on wheelchair spaces per person?", [["2 wheelchair"]]),
    limits.es("cuantos boletos puede comprar una cuenta", [diez]),
    limits.es("puedo comprar 15 boletos pal partido", [diez]),
    limits.es("limite de lugares para silla de ruedas por cuenta", [["2 espacios"]]),
    queue.en("how does the line work on sale day", [["waiting room"]]),
    queue.en("is the waiting room same as the waitlist", [["waiting room"], ["waitlist"]]),
    queue.es("como funciona la fila virtual el dia de la venta", [["sala de espera"]]),
    queue.es("es lo mismo la sala de espera que la lista de espera", [["sala de espera"], ["lista de espera"]]),
    transfer.en("can my buddy use my ticket if i send it to him", [F.TRANSFER.en, "/my-tickets"]),
    transfer.en("transfer ticket to my mom", [F.TRANSFER.en, "/my-tickets"]),
    transfer.es("como le mando mi boleto a mi amigo", [F.TRANSFER.es, "/my-tickets"]),
    transfer.es("transferir boleto a mi mama", [F.TRANSFER.es, "/my-tickets"]),
    wallet.en("apple wallet pass?", ["/my-tickets"], { not: ["Add to Apple Wallet"] }),
    wallet.en("can the ticket go in my phone wallet", ["/my-tickets"]),
    wallet.es("tienen pase para apple wallet", ["/my-tickets"]),
    wallet.es("el boleto se puede guardar en la wallet del cel", ["/my-tickets"]),
    lost.en("my phone got stolen and my tickets were on it", ["/my-tickets", ["any device"]]),
    lost.en("cant find my ticket email", ["/my-tickets"]),
    lost.es("me robaron el cel y tenia los boletos", ["/my-tickets", ["cualquier dispositivo"]]),
    lost.es("no encuentro mi boleto en el correo", ["/my-tickets"]),
    complaints.en("the usher was really rude, who do i complain to", ["/contact"], { not: ["parking"] }),
    complaints.en("feedback about the concert", ["/contact"], { not: ["parking"] }),
    complaints.es("el acomodador fue grosero donde me quejo", ["/contact"], { not: ["estacionamiento"] }),
    complaints.es("quiero poner una queja del sonido", ["/contact"], { not: ["estacionamiento"] }),
    payment.en("payment options?", [F.CARDS], { not: ["PayPal"] }),
    payment.en("do u take paypal", [["Visa"]], { not: ["we accept paypal", "or PayPal"] }),
    payment.es("como puedo pagar", [F.CARDS], { not: ["PayPal"] }),
    payment.es("aceptan paypal?", [["Visa"]], { not: ["o PayPal", "aceptamos paypal"] }),
    unknown.en("how much r the drinks inside", [ABSTAIN.en, "/contact"], { not: WRONG_TOPIC }),
    unknown.en("price of a soda at the game", [ABSTAIN.en, "/contact"], { not: WRONG_TOPIC }),
    unknown.en("do they sell pizza in there and how much", [ABSTAIN.en, "/contact"], { not: WRONG_TOPIC }),
    unknown.en("what time does the band go on stage", [ABSTAIN.en, "/contact"], { not: ["$"] }),
    unknown.en("is there a nursing room", [ABSTAIN.en, "/contact"], { not: WRONG_TOPIC }),
    unknown.es("cuanto cuesta una cerveza adentro", [ABSTAIN.es, "/contact"], { not: WRONG_TOPIC }),
    unknown.es("a como los refrescos", [ABSTAIN.es, "/contact"], { not: WRONG_TOPIC }),
    unknown.es("venden pizza y cuanto cuesta", [ABSTAIN.es, "/contact"], { not: WRONG_TOPIC }),
    unknown.es("a que hora sale la banda al escenario", [ABSTAIN.es, "/contact"], { not: ["$"] }),
    unknown.es("hay sala de lactancia", [ABSTAIN.es, "/contact"], { not: WRONG_TOPIC }),
    emergency.en("someone near me fainted what do i do", [["911"], STAFF.en], { not: ["$"] }),
    emergency.en("chest pain at the concert", [["911"], STAFF.en], { not: ["$"] }),
    emergency.es("alguien se desmayo junto a mi", [["911"], STAFF.es], { not: ["$"] }),
    emergency.es("tengo dolor de pecho en el concierto", [["911"], STAFF.es], { not: ["$"] }),
    followup.en("how do i book one?", ["/tour-scheduling"], {
      history: [
        user("are there tours"),
        bot("Venue tours run daily at 9:00 AM. Sign in and book at /tour-scheduling."),
      ],
    }),
    followup.es("y cuanto tiempo antes tengo que reservar?", [["3 a 6"]], {
      history: [user("quiero rentar el lugar"), bot("Para organizar su evento, envíe una solicitud en /planner.")],
    }),
    followup.en(`what about ${other.weekday.en[0]} ${dayOf(other)}`, [other.title], {
      history: [user("when is the holiday pops"), told(symphony, "en")],
    }),
    followup.es(`y el ${other.weekday.es[0]} ${dayOf(other)}?`, [other.title], {
      history: [user("cuando es el holiday pops"), told(symphony, "es")],
    }),
    recommend.en("any shows in spanish?", [mariachi.title]),
    recommend.es("hay algo en español", [mariachi.title]),
    recommend.en("cheapest show coming up?", [["$"]]),
    recommend.es("cual es el show mas barato", [["$"]]),
  ];
}
