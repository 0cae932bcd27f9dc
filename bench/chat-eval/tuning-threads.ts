/**
 * Tuning cases for conversations: a follow-up that points back at an event, a date or a topic in
 * words the other sets do not use ("that one", "same day", "y pa ese", "the other one"), and a
 * recommendation asked after a list. Written apart from the other sets; the assistant may be tuned
 * against these.
 */
import * as F from "./facts";
import { left, range, told, when } from "./live";
import { bot, type Calendar, type EvalCase, group, user } from "./types";

export function tuningThreadCases(cal: Calendar): EvalCase[] {
  const followup = group("followup", "carried topic or date");
  const { symphony, mariachi, gospel, country, piano } = cal.events;
  const cheapest = (e: typeof gospel) => [range(e)[0] ?? ""];
  const day = (e: typeof gospel) => (e.date.es[0] ?? "").split(" ")[0] ?? "";
  const listed = (lang: "en" | "es") =>
    bot(
      lang === "en"
        ? `Coming up: ${symphony.title}; ${mariachi.title}; ${gospel.title}.`
        : `Próximamente: ${symphony.title}; ${mariachi.title}; ${gospel.title}.`,
    );
  return [
    followup.en("how much for that one", cheapest(gospel), {
      history: [user("tell me about the gospel celebration"), told(gospel, "en")],
    }),
    followup.es("y cuanto sale ese", cheapest(gospel), {
      history: [user("cuentame del gospel"), told(gospel, "es")],
    }),
    followup.en("any seats still open for it?", [left(mariachi, "en")], {
      history: [user("when's mariachi"), told(mariachi, "en")],
    }),
    followup.es("todavia hay lugar pa ese?", [left(mariachi, "es")], {
      history: [user("cuando es lo de mariachi"), told(mariachi, "es")],
    }),
    followup.en("what time do they let people in", [gospel.doors], {
      history: [user("when's the gospel thing"), told(gospel, "en")],
    }),
    followup.es("y a que hora dejan entrar", [gospel.doors], {
      history: [user("cuando es lo de gospel"), told(gospel, "es")],
    }),
    followup.en("ok what about the piano recital", when(piano, "en"), {
      history: [user("when's the gospel thing"), told(gospel, "en")],
    }),
    followup.es("ok y el recital de piano", when(piano, "es"), {
      history: [user("cuando es lo de gospel"), told(gospel, "es")],
    }),
    followup.en(`and on the ${day(country)}th?`, [country.title], {
      history: [user("what's on this weekend"), bot("Here is what is on this weekend.")],
    }),
    followup.es(`y el ${day(country)}?`, [country.title], {
      history: [user("que hay este fin de semana"), bot("Esto es lo que hay este fin de semana.")],
    }),
    followup.en("the cheapest of those?", [["$"]], {
      history: [user("what's coming up"), listed("en")],
    }),
    followup.es("cual de esos es el mas barato", [["$"]], {
      history: [user("que eventos vienen"), listed("es")],
    }),
    followup.en("is parking free for it", [F.FREE.en], {
      history: [user("when is the symphony"), told(symphony, "en")],
    }),
    followup.es("y el estacionamiento pa ese es gratis", [F.FREE.es], {
      history: [user("cuando es la sinfonica"), told(symphony, "es")],
    }),
    followup.en("can i bring my kid to it", [["age", "children", "kids"]], {
      history: [user("when is the symphony"), told(symphony, "en")],
    }),
    followup.es("puedo llevar a mi niño", [["edad", "niños"]], {
      history: [user("cuando es la sinfonica"), told(symphony, "es")],
    }),
  ];
}
