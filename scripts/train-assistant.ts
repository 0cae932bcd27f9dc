/**
 * Fits the assistant's confidence calibration and writes it to src/domain/assistant/calibration.ts:
 * the intent model is trained without one phrase in ten, the temperature that gives the phrases
 * left out the least log-loss is kept, and their accuracy is printed. Run after changing the
 * corpus or the features:
 *
 *   npx tsx scripts/train-assistant.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fitTemperature, type Model, predict } from "#domain/assistant/classifier";
import { calibrationSplit } from "#domain/assistant/intents";

const { model, aside } = calibrationSplit();
const temperature = Number(fitTemperature(model, aside).toFixed(4));
const calibrated: Model = { ...model, temperature };
let right = 0;
const misses: string[] = [];
for (const example of aside) {
  const guess = predict(calibrated, example.text);
  if (guess.label === example.label) right += 1;
  else misses.push(`  ${example.label} <- ${guess.label} (${guess.confidence.toFixed(2)}): ${example.text}`);
}
const accuracy = Number((right / aside.length).toFixed(3));

const target = fileURLToPath(new URL("../src/domain/assistant/calibration.ts", import.meta.url));
writeFileSync(
  target,
  `/**
 * Written by scripts/train-assistant.ts: the temperature that turns the intent model's scores into
 * honest probabilities, fitted on ${aside.length} corpus phrases the model was trained without (their
 * accuracy: ${accuracy}).
 */
export const CALIBRATION = { temperature: ${temperature} } as const;
`,
);
process.stdout.write(`${misses.join("\n")}\n${JSON.stringify({ phrases: aside.length, accuracy, temperature })}\n`);
