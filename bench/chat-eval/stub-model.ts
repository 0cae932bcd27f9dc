/**
 * A stand-in language model for `npm run eval:chat -- --provider stub`: a local server speaking
 * the OpenAI-compatible Chat Completions API, tool calls included, so the evaluation can run
 * through the language-model provider (system instructions, tools, signed history, the reply
 * guard and the fallback) without a real model or the network. It "reasons" with the local
 * classifier: a venue topic is asked of `venue_facts`, anything else of `find_events` and then
 * `event_details`, and it replies with what the tools said. Its scores measure the plumbing and
 * the guard, not a real model's understanding.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { classify } from "#domain/assistant/intents";

const FACT_TOPICS_SKIPPED = new Set(["events", "when", "seatsLeft", "hello", "thanks", "recommend"]);

interface Message {
  role: string;
  content: string | null;
  tool_calls?: { function: { name: string } }[];
}

function reply(messages: readonly Message[]): unknown {
  const question = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const tools = messages.filter((m) => m.role === "tool").map((m) => m.content ?? "");
  const called = messages.flatMap((m) => m.tool_calls?.map((c) => c.function.name) ?? []);
  const call = (name: string, args: unknown) => ({
    choices: [
      {
        message: {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: `c${messages.length}`, type: "function", function: { name, arguments: JSON.stringify(args) } },
          ],
        },
      },
    ],
  });
  const say = (content: string) => ({ choices: [{ message: { role: "assistant", content } }] });
  if (called.length === 0) {
    const guess = classify(question);
    if (!FACT_TOPICS_SKIPPED.has(guess.label) && guess.confidence >= 0.5)
      return call("venue_facts", { topic: guess.label });
    return call("find_events", { name: question });
  }
  const last = tools.at(-1) ?? "";
  if (called.at(-1) === "find_events" && !last.startsWith("error") && !last.startsWith("no ")) {
    return call("event_details", { event_id: last.split(":")[0] });
  }
  if (last.startsWith("error") || last.startsWith("no ")) return say("");
  return say(last);
}

export async function startStubModel(): Promise<{ url: string; server: Server; requests: () => number }> {
  let count = 0;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      count += 1;
      const body = JSON.parse(raw) as { messages: Message[] };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(reply(body.messages)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server, requests: () => count };
}
