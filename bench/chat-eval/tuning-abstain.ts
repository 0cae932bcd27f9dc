/**
 * Tuning cases for abstention: questions about things the venue's facts do not hold that borrow a
 * topic's words ("book me a hotel" borrows the tours' "book", "where does the taxi leave me" the
 * directions'). The assistant may be tuned against these; it should say it does not know, or that
 * this is not what it helps with, and point to /contact instead of answering the nearest topic.
 */
import { type EvalCase, group } from "./types";

/** Phrases only a topic's answer holds: a price, a time of the doors or a tour, a page of a feature. */
const WRONG_TOPIC = ["$", "doors open", "las puertas abren", "9:00", "/tour-scheduling", "/planner", "/my-tickets"];

export function tuningAbstainCases(): EvalCase[] {
  const unknown = group("unknown", "abstain");
  const en = (text: string) => unknown.en(text, ["/contact"], { not: WRONG_TOPIC });
  const es = (text: string) => unknown.es(text, ["/contact"], { not: WRONG_TOPIC });
  return [
    en("can you book me a hotel near the arena"),
    en("where does the taxi drop people off"),
    en("how much is a hot dog in there"),
    en("is there somewhere to change a diaper"),
    en("do you sell band merch at the show"),
    en("will the artist sign my ticket after"),
    en("who is the opening act"),
    en("can i reserve a table at the restaurant inside"),
    en("are you hiring? looking for a part time job"),
    en("what brand of beer do you serve"),
    en("do you sell gift cards"),
    en("whats the wifi password"),
    en("where is the nearest gas station"),
    en("can i order food to my seat"),
    es("me puedes reservar un hotel cerca"),
    es("donde me deja el taxi"),
    es("cuanto sale un hot dog adentro"),
    es("hay cambiador de pañales en los baños"),
    es("venden mercancia de la banda"),
    es("quien abre el concierto"),
    es("puedo apartar una mesa en el restaurante"),
    es("estan contratando? busco trabajo"),
    es("que marca de cerveza venden"),
    es("venden tarjetas de regalo"),
    es("cual es la contraseña del wifi"),
    es("donde hay una gasolinera cerca"),
    es("el artista firma autografos al final"),
    es("me pueden llevar la comida a mi asiento"),
  ];
}
