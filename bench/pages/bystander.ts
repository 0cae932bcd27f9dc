/**
 * A bystander of `npm run bench:pages`, in a process of its own so the flood's client does not
 * delay its answers: one keep-alive connection per path, each asking again as soon as it has its
 * answer. Driven by lines on stdin:
 *
 *   go <ms> <set>   measure every path for that long, adding to the named set of latencies, then say `done`
 *   report <set>    print the set as `{"<path>":{"requests","p50_ms","p99_ms","statuses"}}` and empty it
 *
 *   tsx bench/pages/bystander.ts <port> <path>[,<path>…]
 */
import { createInterface } from "node:readline";
import { Histogram, runLoad } from "../lib/load";

const port = Number(process.argv[2]);
const paths = (process.argv[3] ?? "").split(",").filter(Boolean);

interface Measured {
  histogram: Histogram;
  statuses: Record<string, number>;
}

const fresh = () => new Map(paths.map((path) => [path, { histogram: new Histogram(), statuses: {} } as Measured]));
const sets = new Map<string, Map<string, Measured>>();
const setOf = (name = "") => {
  let set = sets.get(name);
  if (!set) {
    set = fresh();
    sets.set(name, set);
  }
  return set;
};

const lines = createInterface({ input: process.stdin });
process.stdout.write("ready\n");
lines.on("line", async (line) => {
  const [command, argument, name] = line.trim().split(/\s+/);
  if (command === "go") {
    const durationMs = Number(argument);
    const measured = setOf(name);
    await Promise.all(
      paths.map(async (path) => {
        const into = measured.get(path) as Measured;
        const result = await runLoad(
          {
            host: "127.0.0.1",
            port,
            path,
            headers: { "accept-encoding": "gzip, br" },
            connections: 1,
            durationMs,
            warmupMs: 0,
          },
          into.histogram,
        );
        for (const [status, n] of Object.entries(result.statuses))
          into.statuses[status] = (into.statuses[status] ?? 0) + n;
      }),
    );
    process.stdout.write("done\n");
  } else if (command === "report") {
    const measured = setOf(argument);
    const report = Object.fromEntries(
      [...measured].map(([path, m]) => [
        path,
        {
          requests: m.histogram.total,
          p50_ms: m.histogram.percentile(50),
          p99_ms: m.histogram.percentile(99),
          statuses: m.statuses,
        },
      ]),
    );
    sets.delete(argument ?? "");
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else if (command === "end") {
    process.exit(0);
  }
});
