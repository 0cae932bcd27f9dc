/**
 * Function words of each language, folded like questions (text.ts): they tell the language of a
 * question, are never names of events, and are never taken for a keyword with a typo ("there"
 * is not a misspelt "where").
 */

export const SPANISH_WORDS: ReadonlySet<string> = new Set(
  (
    "el la los las un una unos unas del que q k donde cuando como cuanto cuanta cuantos cuantas hay es son esta estan " +
    "para por con sin mi mis su sus yo usted ustedes puedo puede pueden se lo le al y tienen tiene quiero necesito " +
    "algun alguna alguno cual cuales hola gracias buenos buenas dias tardes noches favor este estos esa ese pero mas " +
    "muy tambien ya abre abren cierra cierran hacer hora horas horario proximo proxima semana fin hoy manana sabado " +
    "domingo viernes ahi aqui alli porfa xfa donde ay eventos evento boletos entradas ninos nosotros vamos"
  ).split(" "),
);

export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  (
    "the an is are was were do does did can could i im my you your we our there what whats where wheres when how " +
    "which who why this that it its to of for on at and with any anything have has get much many will would should " +
    "please tell about bring allowed open next weekend tonight today tomorrow hi hello hey thanks thank u ur wat wher " +
    "wen hw dose cant dont doesnt whos if be or from near some need want events kids us come go going leave " +
    "take make see know like just also still really here out up back"
  ).split(" "),
);

export const FUNCTION_WORDS: ReadonlySet<string> = new Set([...SPANISH_WORDS, ...ENGLISH_WORDS]);

/** Words that join two questions in one sentence, as "and" does. */
export const CONNECTORS: ReadonlySet<string> = new Set([
  "and",
  "also",
  "plus",
  "n",
  "y",
  "tambien",
  "tmb",
  "ademas",
  "aparte",
  "e",
]);

/** Words a follow-up opens with or points back with ("and for that one?", "y para ese?"). */
export const FOLLOW_UP_WORDS: ReadonlySet<string> = new Set([
  ..."and what about how for that one it those they these them also y que tal para ese esa eso esos esas el la lo".split(
    " ",
  ),
]);

/** Words a visitor opens with before the question itself. */
export const OPENERS: ReadonlySet<string> = new Set(
  "hi hey hello ok okay so oye hola buenas um well pues bueno".split(" "),
);

/** Words of courtesy and padding that ask nothing. */
export const COURTESY: ReadonlySet<string> = new Set(
  "pls plz please porfa porfavor favor xfa thx ty thanks thank gracias ok okay lol jaja jajaja asap".split(" "),
);

/** Words that ask what something costs, and nothing else. */
export const PRICE_WORDS: ReadonlySet<string> = new Set(
  "much cost costs price prices pricing charge cuesta cuestan cuanto cuanta precio precios cobran cobra vale valen sale salen".split(
    " ",
  ),
);

/** Words of buying: "buy", "comprar", as fans write them. */
export const BUY_WORDS: readonly string[] = ["buy*", "purchas*", "compr*", "adquiri*", "sacar"];

/** Phrases that ask what something costs. */
export const PRICE_ASKS: readonly string[] = [
  "how much",
  "cuanto salen",
  "cuanto sale",
  "price",
  "prices",
  "cost",
  "costs",
  "cuanto cuesta",
  "cuanto cuestan",
  "a como",
  "precio",
  "precios",
];
