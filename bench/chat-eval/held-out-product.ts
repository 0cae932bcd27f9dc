/**
 * The second held-out part: what the site does beyond the first knowledge base (holds, limits,
 * the waiting room, transfers, wallet passes, a lost phone, complaints, payment as configured),
 * questions it should not answer (abstention), a health emergency, follow-ups that carry a topic
 * or a date, and recommendations from the live calendar. Written before the assistant was tuned
 * on any of these kinds, and never tuned against: the evaluation scores it without printing its
 * questions unless asked.
 *
 * The evaluation's site has no PayPal and no wallet passes configured, so neither may be offered.
 */
import * as F from "./facts";
import { told } from "./live";
import { bot, type Calendar, type CalendarEvent, type EvalCase, group, user } from "./types";

const ABSTAIN = {
  en: ["don't know", "do not know", "not sure", "don't have", "no information"],
  es: ["no se", "no tengo", "no cuento con", "no estoy seguro"],
};
/** Facts a confident wrong topic would state: none may appear in an abstention. */
const WRONG_TOPIC = ["$", "1,500", "1500", "doors open", "las puertas abren", "free", "gratis"];
const EMERGENCY_911 = ["911"];
const STAFF = { en: ["staff", "usher", "employee", "team member"], es: ["personal", "empleado", "acomodador"] };
const NO_PAYPAL = ["PayPal"];

/** The day of the month an event is on, from its Spanish date ("11 de diciembre"). */
const dayOf = (e: CalendarEvent) => (e.date.es[0] ?? "").split(" ")[0] ?? "";

const cheapest = (events: readonly CalendarEvent[]) => {
  let best: { event: CalendarEvent; amount: number } | undefined;
  for (const event of events) {
    for (const s of event.sections) {
      const amount = Number(s.price.replace(/[$,]/g, ""));
      if (!event.soldOut && (!best || amount < best.amount)) best = { event, amount };
    }
  }
  return best;
};

export function heldOutProductCases(cal: Calendar): EvalCase[] {
  const hold = group("venue", "hold time");
  const limits = group("venue", "per-account limits");
  const queue = group("venue", "waiting room");
  const transfer = group("venue", "transfers");
  const wallet = group("venue", "wallet passes");
  const lost = group("venue", "lost phone or ticket");
  const complaints = group("venue", "complaints and feedback");
  const payment = group("venue", "payment as configured");
  const unknown = group("unknown", "abstain");
  const emergency = group("emergency", "health emergency");
  const followup = group("followup", "carried topic or date");
  const recommend = group("recommend", "from live events");

  const { symphony, basketball, mariachi } = cal.events;
  const later = cal.upcoming.filter((e) => e.id !== symphony.id && !e.soldOut);
  const other = later.find((e) => e.id !== basketball.id) ?? basketball;
  const next = cheapest(cal.nextMonth.events);

  const cases: EvalCase[] = [
    hold.en("how long r my seats saved while i put in my card", [["10 minutes", "10 min"]], { not: NO_PAYPAL }),
    hold.en("do the seats stay reserved if i take a while to pay", [["10 minutes", "10 min"]]),
    hold.es("cuanto tiempo me apartan los asientos mientras pago", [["10 minutos", "10 min"]]),
    hold.es("si me tardo en pagar se pierden mis lugares?", [["10 minutos", "10 min"]]),

    limits.en("max tix i can get for 1 show?", [["10 seats", "10 tickets", "up to 10"]]),
    limits.en("is there a limit on how many seats one person buys", [["10 seats", "10 tickets", "up to 10"]]),
    limits.en("how many wheelchair spots can i book on my account", [
      ["2 wheelchair", "two wheelchair", "2 accessible"],
    ]),
    limits.es("cuantos boletos maximo puedo comprar por evento", [["10 asientos", "10 boletos", "hasta 10"]]),
    limits.es("hay limite de boletos x persona?", [["10 asientos", "10 boletos", "hasta 10"]]),
    limits.es("cuantos espacios para silla de ruedas puedo reservar", [["2 espacios", "dos espacios", "2 lugares"]]),

    queue.en("tickets go on sale friday at 10, is there like a virtual line?", [
      ["waiting room", "virtual line", "queue"],
    ]),
    queue.en("how does the online queue work when a big show goes on sale", [
      ["waiting room", "queue"],
      ["30 minutes", "random"],
    ]),
    queue.en("whats the difference between the waiting room and the waitlist", [["waiting room"], ["waitlist"]]),
    queue.es("el dia que salen a la venta hay fila virtual?", [["sala de espera", "fila virtual"]]),
    queue.es("como funciona la fila cuando abren la venta de boletos", [
      ["sala de espera", "fila virtual"],
      ["30 minutos", "azar", "aleatori"],
    ]),

    transfer.en("can i send my ticket to my brother", [F.TRANSFER.en, "/my-tickets"]),
    transfer.en("how do i give a ticket to a friend who cant come with me", [F.TRANSFER.en, "/my-tickets"]),
    transfer.es("le puedo pasar mi boleto a mi prima?", [F.TRANSFER.es, "/my-tickets"]),
    transfer.es("como transfiero un boleto a otra persona", [F.TRANSFER.es, "/my-tickets"]),

    wallet.en("can i add my ticket to apple wallet", ["/my-tickets"], { not: ["Add to Apple Wallet"] }),
    wallet.en("google wallet pass for my tix?", ["/my-tickets"], { not: ["Save to Google Wallet"] }),
    wallet.es("puedo poner mi boleto en la cartera del iphone", ["/my-tickets"]),
    wallet.es("se puede guardar el boleto en google wallet?", ["/my-tickets"]),

    lost.en("i lost my phone with the qr code on it", [
      "/my-tickets",
      ["any device", "another device", "other device"],
    ]),
    lost.en("deleted the email with my tickets what do i do", ["/my-tickets"]),
    lost.es("perdi mi celular y ahi tenia el boleto", ["/my-tickets", ["cualquier dispositivo", "otro dispositivo"]]),
    lost.es("se me borro el correo con los boletos", ["/my-tickets"]),

    complaints.en("where can i file a complaint, the bathroom was gross", ["/contact"], { not: ["parking", "1,500"] }),
    complaints.en("i want to leave feedback about last nights show", ["/contact"], { not: ["parking"] }),
    complaints.es("donde dejo una queja? el baño estaba bien sucio", ["/contact"], { not: ["estacionamiento"] }),
    complaints.es("quiero dar mi opinion sobre el evento de ayer", ["/contact"], { not: ["estacionamiento"] }),

    payment.en("what payment methods do u take", [F.CARDS], { not: NO_PAYPAL }),
    payment.en("can i pay with paypal", [["Visa", "card"]], { not: ["we accept paypal", "or PayPal"] }),
    payment.es("que formas de pago aceptan", [F.CARDS], { not: NO_PAYPAL }),
    payment.es("se puede pagar con paypal?", [["Visa", "tarjeta"]], { not: ["o PayPal", "aceptamos paypal"] }),

    unknown.en("how much is a beer in there", [ABSTAIN.en, "/contact"], { not: WRONG_TOPIC }),
    unknown.en("do u guys sell hot dogs and whats the price", [ABSTAIN.en, "/contact"], { not: ["$"] }),
    unknown.en("does the arena have internet for guests", [ABSTAIN.en, "/contact"], { not: WRONG_TOPIC }),
    unknown.en("where can i take out cash in the building", [ABSTAIN.en, "/contact"], { not: WRONG_TOPIC }),
    unknown.en("is my chihuahua allowed in", [ABSTAIN.en, "/contact"], { not: WRONG_TOPIC }),
    unknown.en("whos the opening act for the holiday pops", [ABSTAIN.en, "/contact"], { not: ["$"] }),
    unknown.en("how loud does it get, should i bring earplugs for my kid", [ABSTAIN.en, "/contact"], { not: ["$"] }),
    unknown.es("cuanto cuestan los nachos adentro", [ABSTAIN.es, "/contact"], { not: WRONG_TOPIC }),
    unknown.es("venden cerveza? a como", [ABSTAIN.es, "/contact"], { not: WRONG_TOPIC }),
    unknown.es("donde saco efectivo dentro del lugar", [ABSTAIN.es, "/contact"], { not: WRONG_TOPIC }),
    unknown.es("tienen internet pal publico", [ABSTAIN.es, "/contact"], { not: WRONG_TOPIC }),
    unknown.es("dejan pasar a mi chihuahua", [ABSTAIN.es, "/contact"], { not: WRONG_TOPIC }),
    unknown.es("quien abre el concierto de la sinfonica", [ABSTAIN.es, "/contact"], { not: ["$"] }),

    emergency.en("having chest pains rn should i take an aspirin before the game", [EMERGENCY_911, STAFF.en], {
      not: ["doors open", "$"],
    }),
    emergency.en("my friend passed out in section 104 help", [EMERGENCY_911, STAFF.en], { not: ["$"] }),
    emergency.es("me duele mucho el pecho y estoy en el evento", [EMERGENCY_911, STAFF.es], { not: ["$"] }),
    emergency.es("mi hijo no puede respirar bien, que hago", [EMERGENCY_911, STAFF.es], { not: ["$"] }),

    followup.en("ok how do i sign up, and is it every day?", ["/tour-scheduling", ["daily", "every day"]], {
      history: [
        user("do you guys do tours of the arena"),
        bot(
          "Venue tours run daily at 9:00 AM and last 45 minutes, for up to 10 people per day. Sign in and book at /tour-scheduling.",
        ),
      ],
    }),
    followup.es("con cuanto tiempo de anticipacion reservo?", [["3 a 6", "3 y 6", "3-6"]], {
      history: [
        user("cuanto cuesta rentar el lugar para una fiesta"),
        bot(
          "Para organizar su evento, envíe una solicitud en /planner. Renta del lugar: lunes a jueves $150 por hora.",
        ),
      ],
    }),
    followup.en(`and the one on ${other.weekday.en[0]} the ${dayOf(other)}th?`, [other.title, other.time], {
      history: [user("when is the holiday pops"), told(symphony, "en")],
    }),
    followup.es(`y pal del ${other.weekday.es[0]} ${dayOf(other)}?`, [other.title, other.time], {
      history: [user("cuando es el holiday pops"), told(symphony, "es")],
    }),
    followup.en("how much are seats for that one", [basketball.sections[0]?.price ?? "$"], {
      history: [user("when is the basketball classic"), told(basketball, "en")],
    }),
    followup.es("y cuantos quedan?", [[String(basketball.seatsLeft), basketball.seatsLeft.toLocaleString("en-US")]], {
      history: [user("cuando es el basketball classic"), told(basketball, "es")],
    }),

    recommend.es("algo en español? musica mexicana o algo asi", [mariachi.title]),
    recommend.en("anything in spanish coming up", [mariachi.title]),
  ];
  if (next) {
    const amount = `$${next.amount.toLocaleString("en-US")}`;
    cases.push(
      recommend.en(`on a budget, whats the cheapest thing in ${cal.nextMonth.name.en}?`, [next.event.title, amount]),
      recommend.es(`que es lo mas barato en ${cal.nextMonth.name.es}? ando corto de lana`, [next.event.title, amount]),
    );
  }
  return cases;
}
