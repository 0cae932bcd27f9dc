/**
 * Tuning cases for events by kind and period and for follow-ups that lean on the conversation,
 * written apart from the first sets: the assistant may be tuned against these.
 */
import { left, range, told } from "./live";
import { bot, type Calendar, type EvalCase, group, user } from "./types";

export function tuningConversationCases(cal: Calendar): EvalCase[] {
  const category = group("live", "events by category");
  const period = group("live", "events in a period");
  const followup = group("followup", "carried topic or date");
  const { soccer, rock, gospel, country, basketball, expo } = cal.events;
  const cheapest = (e: typeof rock) => [range(e)[0] ?? ""];
  const monthB = cal.monthB.events.slice(0, 2).map((e) => e.title);
  const nextMonth = cal.nextMonth.events.slice(0, 1).map((e) => e.title);
  const other = cal.upcoming.find((e) => e.id !== rock.id && e.id !== country.id && !e.soldOut) ?? basketball;
  const day = (e: typeof rock) => (e.date.es[0] ?? "").split(" ")[0] ?? "";
  const live = group("live", "event");
  const F_SUN = ["2:00 PM", "2:00 p.m.", "2 PM", "2 pm", "2:00 pm", "14:00"];
  return [
    followup.en("and on sundays?", [F_SUN], {
      history: [user("box office hours"), bot("The box office is open Monday to Friday 10:00 AM to 6:00 PM.")],
    }),
    followup.es("y los domingos?", [F_SUN], {
      history: [user("horario de taquilla"), bot("La taquilla abre de lunes a viernes de 10:00 a.m. a 6:00 p.m.")],
    }),
    followup.en("what if we're 20 people", ["groups@bridgelandarena.com"], {
      history: [user("how do i buy tickets"), bot("Choose your seats at /box-office and pay.")],
    }),
    followup.es("y si somos 20", ["groups@bridgelandarena.com"], {
      history: [user("como compro boletos"), bot("Elija sus asientos en /box-office y pague.")],
    }),
    followup.en("is it wheelchair accessible", [["wheelchair"]], {
      history: [user("tours?"), bot("Venue tours run daily at 9:00 AM. Sign in and book at /tour-scheduling.")],
    }),
    followup.es("y cuanto dura?", [["45 minutos"]], {
      history: [
        user("hay tours?"),
        bot("Las visitas guiadas son todos los días a las 9:00 a.m. Reserve en /tour-scheduling."),
      ],
    }),
    live.en("yo when's that rock tribute thing", [rock.date.en]),
    live.en("r there seats left for lone star country", [left(country, "en")]),
    live.en("what time do doors open for the gospel thing", [gospel.doors]),
    live.en("cheapest way to see the basketball classic", cheapest(basketball)),
    live.es("cuando es lo del rock tributo", [rock.date.es]),
    live.es("todavia hay lugares pal country", [left(country, "es")]),
    live.es("a que hora abren pal concierto de gospel", [gospel.doors]),
    live.es("lo mas barato pal clasico de basquetbol", cheapest(basketball)),
    followup.en(`and the one on the ${day(other)}th?`, [other.title], {
      history: [user("when is rock the arena"), told(rock, "en")],
    }),
    followup.es(`y el del ${day(other)}?`, [other.title], {
      history: [user("cuando es rock the arena"), told(rock, "es")],
    }),
    followup.en("what about next month", nextMonth, {
      history: [user("whats on this month"), bot("Here is what is on this month.")],
    }),
    followup.es("y el mes que entra?", nextMonth, {
      history: [user("que hay este mes"), bot("Esto es lo que hay este mes.")],
    }),
    followup.en("how much are those", cheapest(country), {
      history: [user("lone star country night"), told(country, "en")],
    }),
    followup.es("y a como estan", cheapest(country), {
      history: [user("la noche de country"), told(country, "es")],
    }),
    category.en("got any soccer games?", [soccer.title], { not: [expo.title] }),
    category.en("looking for a rock show", [rock.title], { not: [expo.title] }),
    category.en("is there a gospel concert coming", [gospel.title], { not: [expo.title] }),
    category.es("hay futbol?", [soccer.title], { not: [expo.title] }),
    category.es("algun concierto de rock", [rock.title], { not: [expo.title] }),
    category.es("hay algun evento de musica gospel", [gospel.title], { not: [expo.title] }),
    period.en(`what have u got in ${cal.monthB.name.en}`, monthB),
    period.es(`que hay pa ${cal.monthB.name.es}`, monthB),
    followup.en("cool how much r tix", cheapest(rock), {
      history: [user("when is rock the arena"), told(rock, "en")],
    }),
    followup.en("whats the cheapest seat", cheapest(country), {
      history: [user("lone star country night when"), told(country, "en")],
    }),
    followup.en("is it sold out", [left(basketball, "en")], {
      history: [user("when is the basketball classic"), told(basketball, "en")],
    }),
    followup.en("ok how do i sign up", ["/tour-scheduling"], {
      history: [
        user("do you do tours of the arena"),
        bot("Venue tours run daily at 9:00 AM. Sign in and book at /tour-scheduling."),
      ],
    }),
    followup.es("y cuanto salen los boletos", cheapest(rock), {
      history: [user("cuando es rock the arena"), told(rock, "es")],
    }),
    followup.es("cuantos lugares quedan", [left(country, "es")], {
      history: [user("cuando es la noche de musica country"), told(country, "es")],
    }),
    followup.es("a que hora abren", [gospel.doors], {
      history: [user("cuando es el concierto de gospel"), told(gospel, "es")],
    }),
    followup.es("y como me apunto", ["/tour-scheduling"], {
      history: [
        user("hay visitas guiadas"),
        bot("Las visitas guiadas son todos los días a las 9:00 a.m. Inicie sesión y reserve en /tour-scheduling."),
      ],
    }),
  ];
}
