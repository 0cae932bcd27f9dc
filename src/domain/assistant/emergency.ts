/**
 * Words of a health emergency. Someone unwell is told to reach staff or 911 whatever else the
 * message asks ("chest pains … should I take an aspirin before the game" is not about the game).
 */
const EMERGENCY = [
  "chest pain",
  "chest pains",
  "chest hurts",
  "heart attack",
  "cant breathe",
  "can't breathe",
  "not breathing",
  "passed out",
  "fainted",
  "unconscious",
  "seizure",
  "overdose",
  "bleeding",
  "ambulance",
  "911",
  "medical emergency",
  "allergic reaction",
  "collapsed",
  "dolor de pecho",
  "duele el pecho",
  "duele mucho el pecho",
  "infarto",
  "no puedo respirar",
  "no puede respirar",
  "se desmayo",
  "desmayado",
  "inconsciente",
  "convulsion",
  "convulsionando",
  "sangrando",
  "ambulancia",
  "emergencia medica",
  "reaccion alergica",
];

export function isEmergency(tokens: readonly string[]): boolean {
  const text = ` ${tokens.join(" ")} `;
  return EMERGENCY.some((phrase) => text.includes(` ${phrase.replace("'", "")} `));
}
