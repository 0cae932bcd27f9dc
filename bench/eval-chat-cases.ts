/**
 * Visitors' questions for `npm run eval:chat`, as people type them (accents or not, typos, no
 * question marks), with the facts a right answer holds. Facts come from the product's rules and the demo
 * calendar: "{weekend}" is the event the eval puts on this weekend; the symphony has 4 of its
 * 916 seats sold.
 */

export interface EvalCase {
  q: string;
  lang: "en" | "es";
  /** Every one must appear in the reply. */
  expect: readonly string[];
  /** None may appear: wrong facts a sloppy answer could give. */
  not?: readonly string[];
}

/** A question the venue's facts do not answer: the reply admits it and points to /contact. */
export const UNKNOWN = {
  en: ["don't know", "/contact"],
  es: ["no tengo esa información", "/contact"],
} as const;

const en = (q: string, expect: readonly string[], not?: readonly string[]): EvalCase => ({
  q,
  lang: "en",
  expect,
  not,
});
const es = (q: string, expect: readonly string[], not?: readonly string[]): EvalCase => ({
  q,
  lang: "es",
  expect,
  not,
});

export const CASES: readonly EvalCase[] = [
  // Parking
  en("where do i park", ["free", "1,500", "/information"], ["1,000"]),
  en("is parkng free??", ["free", "1,500"]),
  en("how much does parking cost", ["free"], ["$"]),
  en("what time does the parking lot open", ["2 hours before"]),
  es("donde me puedo estacionar", ["gratuito", "1,500", "/information"]),
  es("el estacionamento es gratis?", ["gratuito"]),
  es("cuanto cuesta estacionarse", ["gratuito"], ["$"]),
  // Box office and doors
  en("what are the box office hours", ["10:00 AM", "6:00 PM", "4:00 PM", "2:00 PM", "/box-office"], ["9:00 AM"]),
  en("when does the box ofice open on sunday", ["2:00 PM"]),
  en("what time do the doors open", ["1 hour before"]),
  es("horario de taquilla", ["10:00 a.m.", "6:00 p.m.", "4:00 p.m.", "/box-office"], ["9:00 a.m."]),
  es("a que hora abre la taquilla el sabado", ["4:00 p.m."]),
  es("a que hora abren las puertas", ["1 hora antes"]),
  // What's on
  en("whats on this weekend", ["{weekend}", "/box-office"]),
  en("what events are coming up", ["Houston Symphony: Holiday Pops", "/calendar"]),
  en("when is the next concert", ["Lone Star Country Music Night", "/box-office"]),
  en("next basketbal game?", ["Bridgeland Basketball Classic"]),
  en("are there still tickets for the symphony", ["Houston Symphony", "912", "916", "/box-office"]),
  en("tikets for the mariachi festival", ["Mariachi & Folklórico Festival", "916"]),
  en("when is the graduation ceremony", ["Cypress Creek High Graduation Ceremony"]),
  en(
    "do you have tickets for taylor swift",
    ["/calendar", "/box-office"],
    ["Taylor Swift on", "seats still available"],
  ),
  es("que hay este fin de semana", ["{weekend}", "/box-office"]),
  es("cuales son los proximos eventos", ["Houston Symphony: Holiday Pops", "/calendar"]),
  es("cuando es el proximo concierto", ["Lone Star Country Music Night"]),
  es("hay partidos de basquetbol pronto", ["Bridgeland Basketball Classic"]),
  es("quedan boletos para el holiday pops", ["Houston Symphony", "912", "916"]),
  es("boletos para el festival de mariachi", ["Mariachi & Folklórico Festival", "916"]),
  es("cuando es la graduacion", ["Cypress Creek High Graduation Ceremony"]),
  es("hay eventos esta semana", ["{weekend}"]),
  // Tickets, prices, payment
  en("how do i buy tickets", ["/box-office", "/my-tickets"]),
  en("how much are vip seats", ["$150", "/box-office"]),
  en("ticket prices?", ["$25", "$150", "$100"]),
  en("do you take paypal", ["PayPal", "Visa"]),
  en("where are my tickets", ["/my-tickets"]),
  en("can i transfer my ticket to a friend", ["transferable"]),
  es("como compro boletos", ["/box-office"]),
  es("cuanto cuestan los asientos vip", ["$150"]),
  es("precios de los boletos", ["$25", "$150"]),
  es("aceptan tarjeta de credito?", ["Visa", "PayPal"]),
  es("donde estan mis boletos", ["/my-tickets"]),
  es("puedo transferir mi boleto a otra persona", ["transferibles"]),
  // Policies
  en("can i get a refund", ["full refund", "7 to 10 business days", "/terms"]),
  en("what is the bag policy", ["backpacks", "/information"]),
  en("what items are prohibited", ["weapons", "glass containers"]),
  en("can i bring my own food", ["Outside food", "/information"]),
  es("me pueden reembolsar mi boleto?", ["reembolso completo", "7 a 10 días hábiles", "/terms"]),
  es("puedo llevar mochila", ["mochilas", "/information"]),
  es("que cosas estan prohibidas", ["armas", "vidrio"]),
  es("puedo entrar con comida", ["comida", "/information"]),
  // Accessibility, tours, groups
  en("is the arena wheelchair accesible", ["Wheelchair", "/contact"]),
  en("how do i book a tour of the venue", ["9:00 AM", "45 minutes", "/tour-scheduling"]),
  en("how many ppl can go on a tour", ["10 people"]),
  en("group tickets for 15 people?", ["10 or more", "groups@bridgelandarena.com"]),
  es("tienen acceso para silla de ruedas", ["sillas de ruedas", "/contact"]),
  es("como reservo un recorrido por el lugar", ["9:00 a.m.", "/tour-scheduling"]),
  es("cuanto duran las visitas guiadas", ["45 minutos"]),
  es("venta para grupos de 20 personas", ["groups@bridgelandarena.com"]),
  // Where, contact, planning
  en("whats the address", ["17500 Bridgeland Creek Pkwy", "/information"]),
  en("how do i get there", ["17500 Bridgeland Creek Pkwy"]),
  en("phone number?", ["(281) 555-0135", "/contact"]),
  en("i want to rent the arena for a company party", ["/planner", "$150", "$1,300"]),
  en("how big is the arena", ["3,500"]),
  es("cual es la direccion", ["17500 Bridgeland Creek Pkwy"]),
  es("como llego", ["17500 Bridgeland Creek Pkwy", "/information"]),
  es("numero de telefono", ["(281) 555-0135"]),
  es("quiero rentar el lugar para una boda", ["/planner"]),
  es("cuantas personas caben", ["3,500"]),
  es("como me suscribo al boletin", ["/newsletter"]),
  // Greetings
  en("hi there", ["What would you like to know"]),
  es("hola buenas tardes", ["¿Qué desea saber?"]),
  // Asked after the matcher was written, kept as they came out.
  en("how early should i arrive", ["1 hour before"]),
  en("what payment methods do you accept", ["Discover", "PayPal"]),
  en("how long is the tour", ["45 minutes"]),
  en("is the venue handicap acessible", ["Wheelchair", "/contact"]),
  en("is there a dress code", UNKNOWN.en),
  en("can i leave and come back in", UNKNOWN.en),
  en("are kids allowed", UNKNOWN.en),
  en("student discount?", UNKNOWN.en),
  es("¿Tienen estacionamiento para discapacitados?", ["estacionamiento accesible", "/contact"]),
  es("¿Cómo compro boletos para el basquetbol?", ["Bridgeland Basketball Classic", "/box-office"]),
  es("quiero hablar con alguien", ["(281) 555-0135", "/contact"]),
  es("¿dónde queda el estadio?", ["17500 Bridgeland Creek Pkwy"]),
  es("¿a qué hora abre el estacionamiento?", ["2 horas antes"]),
  es("cuanto cuesta rentar el lugar un sabado", ["$2,900", "/planner"]),
  es("¿Puedo llevar a mi perro?", UNKNOWN.es),
  es("¿Hay descuentos para estudiantes?", UNKNOWN.es),
  // Not in the knowledge base: say so, point to /contact, invent nothing.
  en("is there wifi", UNKNOWN.en),
  en("can i smoke inside", UNKNOWN.en),
  en("are dogs allowed", UNKNOWN.en),
  es("tienen wifi?", UNKNOWN.es),
  es("se puede fumar adentro", UNKNOWN.es),
  es("aceptan mascotas?", UNKNOWN.es),
];
