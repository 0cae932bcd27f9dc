/**
 * A small text classifier: multinomial naive Bayes over word, word-pair and character n-gram
 * features, with its scores turned into probabilities by a temperature fitted on examples it
 * was not trained on. Character n-grams let a misspelt word ("parkng", "estacionamento") share
 * most of its features with the right one; word pairs keep short phrases ("box office",
 * "sold out") apart from their words.
 *
 * Pure and deterministic: the same examples always give the same model.
 */

import { normalize } from "./text";

export interface Example {
  text: string;
  label: string;
}

export interface Prediction {
  label: string;
  /** Calibrated probability of `label`, 0-1. */
  confidence: number;
  /** The runner-up and its probability. */
  second: string;
  secondConfidence: number;
  /** Share of the text's features the model saw in training: low for gibberish and foreign topics. */
  known: number;
}

/** Character n-grams are weaker evidence than whole words: many of them come from one word. */
const CHAR_WEIGHT = 0.35;
const WORD_WEIGHT = 1;
const PAIR_WEIGHT = 1;
const SMOOTHING = 0.01;

/** The features of a text, each with its weight. */
export function features(text: string): Map<string, number> {
  const words = normalize(text).split(" ").filter(Boolean);
  const out = new Map<string, number>();
  const add = (key: string, weight: number) => out.set(key, Math.max(out.get(key) ?? 0, weight));
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    add(`w ${word}`, WORD_WEIGHT);
    if (i > 0) add(`p ${words[i - 1]} ${word}`, PAIR_WEIGHT);
    const padded = ` ${word} `;
    for (let n = 3; n <= 5; n++) {
      for (let at = 0; at + n <= padded.length; at++) add(`c ${padded.slice(at, at + n)}`, CHAR_WEIGHT);
    }
  }
  return out;
}

export interface Model {
  labels: readonly string[];
  /** Each seen feature's row in `logLikelihood`. */
  featureIds: ReadonlyMap<string, number>;
  /** Row-major: a feature's log-likelihood in each class (same order as labels). */
  logLikelihood: Float32Array;
  temperature: number;
}

export function train(examples: readonly Example[], temperature = 1): Model {
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const width = labels.length;
  const index = new Map(labels.map((label, i) => [label, i]));
  const featureIds = new Map<string, number>();
  let counts = new Float64Array(4096 * width);
  const totals = new Float64Array(width);
  for (const { text, label } of examples) {
    const c = index.get(label) ?? 0;
    for (const [feature, weight] of features(text)) {
      let id = featureIds.get(feature);
      if (id === undefined) {
        id = featureIds.size;
        featureIds.set(feature, id);
        if ((id + 1) * width > counts.length) {
          const grown = new Float64Array(counts.length * 2);
          grown.set(counts);
          counts = grown;
        }
      }
      counts[id * width + c] = (counts[id * width + c] ?? 0) + weight;
      totals[c] = (totals[c] ?? 0) + weight;
    }
  }
  const denominators = totals.map((total) => Math.log(total + SMOOTHING * featureIds.size));
  const logLikelihood = new Float32Array(featureIds.size * width);
  for (let i = 0; i < logLikelihood.length; i++) {
    logLikelihood[i] = Math.log((counts[i] ?? 0) + SMOOTHING) - (denominators[i % width] ?? 0);
  }
  return { labels, featureIds, logLikelihood, temperature };
}

/** Raw per-class scores: the average weighted log-likelihood of the text's known features. */
function scores(model: Model, text: string): { scores: Float64Array; known: number } {
  const width = model.labels.length;
  const out = new Float64Array(width);
  let weightSum = 0;
  let knownWeight = 0;
  for (const [feature, weight] of features(text)) {
    weightSum += weight;
    const id = model.featureIds.get(feature);
    if (id === undefined) continue;
    knownWeight += weight;
    const row = id * width;
    for (let c = 0; c < width; c++) out[c] = (out[c] ?? 0) + weight * (model.logLikelihood[row + c] ?? 0);
  }
  if (knownWeight > 0) for (let c = 0; c < width; c++) out[c] = (out[c] ?? 0) / knownWeight;
  return { scores: out, known: weightSum === 0 ? 0 : knownWeight / weightSum };
}

function softmax(values: Float64Array, temperature: number): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) max = Math.max(max, v);
  const exps = values.map((v) => Math.exp((v - max) / temperature));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((v) => v / sum);
}

export function probabilities(model: Model, text: string): { probs: Float64Array; known: number } {
  const { scores: raw, known } = scores(model, text);
  return { probs: softmax(raw, model.temperature), known };
}

export function predict(model: Model, text: string): Prediction {
  const { probs, known } = probabilities(model, text);
  let best = 0;
  let second = -1;
  for (let c = 1; c < probs.length; c++) {
    if ((probs[c] ?? 0) > (probs[best] ?? 0)) {
      second = best;
      best = c;
    } else if (second < 0 || (probs[c] ?? 0) > (probs[second] ?? 0)) second = c;
  }
  return {
    label: model.labels[best] ?? "",
    confidence: probs[best] ?? 0,
    second: model.labels[second] ?? "",
    secondConfidence: probs[second] ?? 0,
    known,
  };
}

/**
 * The temperature that makes the probabilities honest: the one with the least log-loss on
 * examples the model did not see (a coarse search; the loss is smooth in it).
 */
export function fitTemperature(model: Model, heldOut: readonly Example[]): number {
  const index = new Map(model.labels.map((label, i) => [label, i]));
  const raw = heldOut.map((e) => ({ scores: scores(model, e.text).scores, c: index.get(e.label) ?? -1 }));
  let best = { temperature: 1, loss: Number.POSITIVE_INFINITY };
  for (let t = 0.02; t <= 2; t *= 1.05) {
    let loss = 0;
    for (const { scores: s, c } of raw) {
      if (c < 0) continue;
      loss -= Math.log(Math.max(1e-12, softmax(s, t)[c] ?? 0));
    }
    if (loss < best.loss) best = { temperature: t, loss };
  }
  return best.temperature;
}
