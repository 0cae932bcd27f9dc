/**
 * Visitors type fast: no accents, no capitals, typos. Questions and keywords are both folded to
 * plain lower-case ASCII words before they are compared, and words of six letters or more may
 * be one edit off (nine or more: two), so "parkng", "estacionamento" and "tikets" still match.
 * Shorter words must be exact: "come" is not a misspelt "comer".
 * A function word ("there", "para") is only ever itself.
 */

import { FUNCTION_WORDS } from "./words";

/** "¿Dónde ESTACIONO?" -> "donde estaciono". Apostrophes vanish so "what's" is one word. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function tokenize(text: string): string[] {
  const folded = normalize(text);
  return folded ? folded.split(" ") : [];
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/** How many typos a word of this length may carry and still count. */
export function typoAllowance(length: number): number {
  if (length >= 9) return 2;
  if (length >= 6) return 1;
  return 0;
}

/**
 * Whether a typed word is the keyword word. A keyword ending in `*` is a stem: "park*" takes
 * "park", "parking", "parked"; a long stem also takes a typo in its first letters.
 */
export function wordMatches(token: string, keyword: string): boolean {
  if (keyword.endsWith("*")) {
    const stem = keyword.slice(0, -1);
    if (token.startsWith(stem)) return true;
    if (FUNCTION_WORDS.has(token)) return false;
    const allowance = Math.min(1, typoAllowance(stem.length));
    if (allowance === 0 || token.length < stem.length) return false;
    // The typo may have added or dropped a letter, so compare prefixes of three lengths.
    for (const length of [stem.length - 1, stem.length, stem.length + 1]) {
      if (editDistance(token.slice(0, length), stem, allowance) <= allowance) return true;
    }
    return false;
  }
  if (token === keyword) return true;
  if (FUNCTION_WORDS.has(token)) return false;
  const allowance = typoAllowance(keyword.length);
  return allowance > 0 && editDistance(token, keyword, allowance) <= allowance;
}

/**
 * Where a keyword (one word or a phrase of words) occurs in the tokens: the index of its first
 * word, or -1. Phrase words must follow each other.
 */
export function findKeyword(tokens: readonly string[], keyword: string): number {
  const words = keyword.split(" ");
  const first = words[0] ?? "";
  for (let i = 0; i + words.length <= tokens.length; i++) {
    if (!wordMatches(tokens[i] ?? "", first)) continue;
    if (words.every((word, k) => wordMatches(tokens[i + k] ?? "", word))) return i;
  }
  return -1;
}

export function hasAny(tokens: readonly string[], keywords: readonly string[]): boolean {
  return keywords.some((keyword) => findKeyword(tokens, keyword) >= 0);
}
