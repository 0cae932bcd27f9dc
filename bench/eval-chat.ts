/**
 * How well the local assistant answers visitors: every case of `bench/chat-eval/` sent to
 * POST /api/chat of the real app (in process, on a temp SQLite database with the demo content and
 * the changes `chat-eval/scenario.ts` makes), with the earlier turns of a follow-up as `history`.
 *
 *   npm run eval:chat                       both parts
 *   npm run eval:chat -- --part tuning      the tuning part only
 *   npm run eval:chat -- --show-held-out    also print the held-out part's failed questions
 *   npm run eval:chat -- --provider stub    through the language-model provider, against a local
 *                                           stub model (chat-eval/stub-model.ts)
 *
 * A case passes when the status is 200, every part of the answer holds each of its facts (a fact
 * with alternatives: any one of them) and none of its forbidden texts, the reply says it is in the
 * question's language and its words are mostly of that language, and it holds no broken template
 * text. Texts are compared without case, accents or the kind of space.
 *
 * The held-out part is scored but its failed questions are not printed unless asked: only their
 * count by kind and topic, so a run made while tuning does not show the questions kept out of it.
 *
 * Latency is measured on the client side of the in-process app: from sending the request to
 * having read its JSON body (no sockets), one request at a time, after one warm-up request.
 * No network: `fetch` is replaced for the run, and any call to it is counted and fails the run.
 *
 * The last line is the JSON summary.
 */
import { loadavg } from "node:os";
import { BROKEN, PRICES, RENT_FULL_DAY, RENT_HALF_DAY, RENT_HOURLY, RENT_SATURDAY } from "./chat-eval/facts";
import { heldOutCases } from "./chat-eval/held-out";
import { heldOutProductCases } from "./chat-eval/held-out-product";
import { buildScenario } from "./chat-eval/scenario";
import { startStubModel } from "./chat-eval/stub-model";
import { tuningCases } from "./chat-eval/tuning";
import { tuningAbstainCases } from "./chat-eval/tuning-abstain";
import { tuningBoundaryCases } from "./chat-eval/tuning-boundaries";
import { tuningConversationCases } from "./chat-eval/tuning-conversation";
import { tuningMixedCases } from "./chat-eval/tuning-mixed";
import { tuningPhrasingCases } from "./chat-eval/tuning-phrasings";
import { tuningProductCases } from "./chat-eval/tuning-product";
import { tuningRamblingCases } from "./chat-eval/tuning-rambling";
import { tuningRegisterCases } from "./chat-eval/tuning-register";
import { tuningThreadCases } from "./chat-eval/tuning-threads";
import type { Calendar, EvalCase, Fact, Language } from "./chat-eval/types";

const TARGET = { heldOutShare: 0.97, abstentionShare: 0.95, inventedFacts: 0, p99Ms: 50 } as const;

const out = (line: string) => process.stdout.write(`${line}\n`);

/** Lowercase, no accents, one kind of space: how replies and facts are compared. */
function normal(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .toLowerCase();
}

function holds(reply: string, fact: Fact): boolean {
  const options = typeof fact === "string" ? [fact] : fact;
  return options.some((option) => option !== "" && reply.includes(normal(option)));
}

const show = (fact: Fact) => (typeof fact === "string" ? `"${fact}"` : fact.map((f) => `"${f}"`).join(" | "));

const MARKERS: Record<Language, Set<string>> = {
  en: new Set("the and is are you your at of to on for in with it be".split(" ")),
  es: new Set("el la los las de del y es son en su para con usted que se al".split(" ")),
};

/** The marker words of one language in a reply; links are not words ("/events/…-de9…" holds "de"). */
function markerWords(text: string, language: Language): number {
  return normal(text)
    .replace(/\/[\w/-]*/g, " ")
    .split(/[^a-z]+/)
    .filter((word) => MARKERS[language].has(word)).length;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Score {
  total: number;
  passed: number;
  share: number;
}

function scoreOf(results: readonly { passed: boolean }[]): Score {
  const passed = results.filter((r) => r.passed).length;
  return { total: results.length, passed, share: results.length ? Number((passed / results.length).toFixed(3)) : 0 };
}

function scoresBy<T extends { passed: boolean }>(results: readonly T[], key: (r: T) => string): Record<string, Score> {
  const buckets = new Map<string, T[]>();
  for (const r of results) buckets.set(key(r), [...(buckets.get(key(r)) ?? []), r]);
  return Object.fromEntries([...buckets].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, scoreOf(v)]));
}

function countsOf(results: readonly { lang: string; kind: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of [...results.map((r) => r.lang), ...results.map((r) => r.kind)])
    counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

/** The problems of one reply to one case; none when it passes. */
function problemsOf(c: EvalCase, status: number, body: { reply?: string; language?: string }): string[] {
  const reply = body.reply ?? "";
  const text = normal(reply);
  const problems: string[] = [];
  if (status !== 200) problems.push(`status ${status}`);
  for (const p of c.parts) {
    const missing = p.expect.filter((fact) => !holds(text, fact));
    if (missing.length > 0) problems.push(`${p.label}: missing ${missing.map(show).join(", ")}`);
    const present = (p.not ?? []).filter((bad) => text.includes(normal(bad)));
    if (present.length > 0) problems.push(`${p.label}: has ${present.map((b) => `"${b}"`).join(", ")}`);
  }
  const broken = BROKEN.filter((bad) => reply.includes(bad));
  if (broken.length > 0) problems.push(`broken text ${broken.map((b) => `"${b}"`).join(", ")}`);
  if (body.language !== c.lang) problems.push(`language ${body.language}`);
  const other: Language = c.lang === "en" ? "es" : "en";
  const own = markerWords(reply, c.lang);
  const foreign = markerWords(reply, other);
  if (own + foreign > 0 && own <= foreign) problems.push("reply words not in the question's language");
  return problems;
}

/** Dollar amounts a reply states, as whole numbers: "$1,300" -> 1300. */
function amountsIn(reply: string): number[] {
  return [...reply.matchAll(/\$\s?(\d[\d,]*)(?:\.\d\d)?/g)].map((m) => Number((m[1] ?? "").replace(/,/g, "")));
}

/** Every amount the venue's rules and the calendar hold: a reply's amount outside it was made up. */
function knownAmounts(calendar: Calendar): Set<number> {
  const known = new Set<number>();
  const add = (forms: readonly string[]) => {
    for (const amount of amountsIn(forms[0] ?? "")) known.add(amount);
  };
  for (const forms of [...Object.values(PRICES), RENT_HOURLY, RENT_HALF_DAY, RENT_FULL_DAY, RENT_SATURDAY]) add(forms);
  for (const event of calendar.upcoming) for (const s of event.sections) add([s.price]);
  return known;
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes("--part") ? args[args.indexOf("--part") + 1] : undefined;
  if (only !== undefined && only !== "tuning" && only !== "held-out") throw new Error("--part is tuning or held-out");
  const showHeldOut = args.includes("--show-held-out");

  const provider = args.includes("--provider") ? args[args.indexOf("--provider") + 1] : "local";
  if (provider !== "local" && provider !== "stub") throw new Error("--provider is local or stub");
  const stub = provider === "stub" ? await startStubModel() : undefined;

  let networkCalls = 0;
  const realFetch = globalThis.fetch;
  // Only the stub model on this machine may be reached.
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (stub && url.startsWith(stub.url)) return realFetch(input, init);
    networkCalls += 1;
    throw new Error("the evaluation runs without network");
  }) as typeof fetch;

  const now = new Date();
  const { t, calendar } = await buildScenario(
    now,
    stub ? { CHAT_PROVIDER: "openai", CHAT_API_URL: stub.url, CHAT_MODEL: "stub", CHAT_TIMEOUT_MS: "5000" } : {},
  );
  try {
    const parts = {
      tuning:
        only === "held-out"
          ? []
          : [
              ...tuningCases(calendar),
              ...tuningProductCases(calendar),
              ...tuningAbstainCases(),
              ...tuningConversationCases(calendar),
              ...tuningPhrasingCases(),
              ...tuningBoundaryCases(),
              ...tuningRamblingCases(),
              ...tuningRegisterCases(),
              ...tuningMixedCases(calendar),
              ...tuningThreadCases(calendar),
            ],
      heldOut: only === "tuning" ? [] : heldOutCases(calendar),
      heldOutProduct: only === "tuning" ? [] : heldOutProductCases(calendar),
    };
    const cases = [
      ...parts.tuning.map((c) => ({ ...c, part: "tuning" as const, sub: "tuning" })),
      ...parts.heldOut.map((c) => ({ ...c, part: "held-out" as const, sub: "first" })),
      ...parts.heldOutProduct.map((c) => ({ ...c, part: "held-out" as const, sub: "product" })),
    ];

    const ask = (c: Pick<EvalCase, "q" | "history">, language: Language) =>
      t.request("/api/chat", {
        method: "POST",
        json: { message: c.q, language, history: c.history ?? [] },
      });
    // The first request pays for loading the model and the Intl formats; time warm answers.
    await (await ask({ q: "hello" }, "en")).json();

    const timings: number[] = [];
    const results: {
      part: string;
      sub: string;
      lang: Language;
      kind: string;
      topic: string;
      passed: boolean;
    }[] = [];
    const known = knownAmounts(calendar);
    const invented: string[] = [];
    const failures: string[] = [];
    const heldOutMisses = new Map<string, number>();
    for (const c of cases) {
      const ui: Language = c.ui ?? (c.lang === "en" ? "es" : "en");
      const started = performance.now();
      const response = await ask(c, ui);
      const body = (await response.json()) as { reply?: string; language?: string };
      timings.push(performance.now() - started);
      const problems = problemsOf(c, response.status, body);
      const madeUp = amountsIn(body.reply ?? "").filter((amount) => !known.has(amount));
      if (madeUp.length > 0) {
        problems.push(`amounts no rule or event holds: ${madeUp.map((a) => `$${a}`).join(", ")}`);
        invented.push(c.part === "held-out" && !showHeldOut ? `${c.kind}/${c.topic}` : c.q);
      }
      const passed = problems.length === 0;
      results.push({ part: c.part, sub: c.sub, lang: c.lang, kind: c.kind, topic: c.topic, passed });
      if (passed) continue;
      if (c.part === "held-out" && !showHeldOut) {
        const key = `${c.kind} / ${c.topic} [${c.lang}]`;
        heldOutMisses.set(key, (heldOutMisses.get(key) ?? 0) + 1);
        continue;
      }
      const history = c.history?.length
        ? `\n    after: ${c.history.map((h) => `${h.role}: ${h.text}`).join(" | ")}`
        : "";
      failures.push(
        `✗ ${c.part} ${c.kind}/${c.topic} [${c.lang}] ${c.q}${history}\n    ${problems.join("; ")}\n    → ${body.reply ?? ""}`,
      );
    }

    for (const failure of failures) out(failure);
    if (heldOutMisses.size > 0) {
      out("Held-out misses by kind and topic (questions not shown; --show-held-out prints them):");
      for (const [key, n] of [...heldOutMisses].sort()) out(`  ${n} × ${key}`);
    }

    const sorted = [...timings].sort((a, b) => a - b);
    const heldOut = scoreOf(results.filter((r) => r.part === "held-out"));
    const p99 = percentile(sorted, 99);
    // Abstention: the questions whose right answer is "I don't know" (answering them with a
    // confident wrong topic fails them), in both parts.
    const abstention = scoreOf(results.filter((r) => r.kind === "unknown"));
    const summary = {
      provider,
      modelRequests: stub?.requests() ?? 0,
      tuning: scoreOf(results.filter((r) => r.part === "tuning")),
      heldOut,
      heldOutParts: {
        first: scoreOf(results.filter((r) => r.sub === "first")),
        product: scoreOf(results.filter((r) => r.sub === "product")),
      },
      abstention,
      abstentionHeldOut: scoreOf(results.filter((r) => r.kind === "unknown" && r.part === "held-out")),
      inventedFacts: invented.length,
      inventedIn: invented,
      p50_ms: Number(percentile(sorted, 50).toFixed(2)),
      p99_ms: Number(p99.toFixed(2)),
      max_ms: Number((sorted.at(-1) ?? 0).toFixed(2)),
      latency: "client side, in process: request sent to JSON body read, one at a time, after a warm-up",
      byLanguage: scoresBy(results, (r) => r.lang),
      byKind: scoresBy(results, (r) => r.kind),
      /** How many cases each part holds, by language and by kind. */
      cases: {
        tuning: countsOf(results.filter((r) => r.part === "tuning")),
        heldOut: countsOf(results.filter((r) => r.part === "held-out")),
      },
      target: TARGET,
      networkCalls,
      weekendEvent: calendar.weekend !== null,
      // Timing shares the machine with whatever else runs: the load says how busy it was.
      loadAverage: Number(loadavg()[0]?.toFixed(2)),
      met:
        heldOut.total > 0 &&
        heldOut.share >= TARGET.heldOutShare &&
        abstention.share >= TARGET.abstentionShare &&
        invented.length === TARGET.inventedFacts &&
        p99 <= TARGET.p99Ms &&
        networkCalls === 0,
    };
    out(JSON.stringify(summary));
    process.exitCode = summary.met ? 0 : 1;
  } finally {
    globalThis.fetch = realFetch;
    await t.close();
    stub?.server.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
