import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildEvent } from "#server/testing/factories";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { GENERATION_CONFIG } from "./gemini";

const KEY = "test-gemini-key-0123456789";
const TIMEOUT_MS = 400;

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: {
    contents: { role: string; parts: { text: string }[] }[];
    generationConfig: unknown;
  };
}

/** A local stand-in for the generative-language API: answers with whatever the test sets. */
function stubServer() {
  const seen: Seen[] = [];
  let respond: (res: ServerResponse) => void = () => undefined;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: JSON.parse(raw) });
      respond(res);
    });
  });
  return {
    seen,
    server,
    answer(handler: (res: ServerResponse) => void) {
      respond = handler;
    },
    json(status: number, body: unknown) {
      respond = (res) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(typeof body === "string" ? body : JSON.stringify(body));
      };
    },
  };
}

const candidate = (...texts: string[]) => ({ candidates: [{ content: { parts: texts.map((text) => ({ text })) } }] });

describe("chat API, gemini provider against a stub server", () => {
  const stub = stubServer();
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
    t = await createTestApp({
      env: {
        CHAT_PROVIDER: "gemini",
        GEMINI_API_KEY: KEY,
        GEMINI_API_URL: baseUrl,
        GEMINI_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    await buildEvent(t.ctx.db, { title: "Quokka Jazz Night" });
  });
  afterAll(async () => {
    await t.close();
    stub.server.closeAllConnections();
    await new Promise((resolve) => stub.server.close(resolve));
  });
  beforeEach(() => {
    stub.seen.length = 0;
  });

  function ask(message: string, language: "en" | "es" = "en", history: unknown[] = []) {
    return t.request("/api/chat", { method: "POST", json: { message, language, history } });
  }

  it("sends the request with the key in a header and answers the first candidate's text", async () => {
    stub.json(200, {
      candidates: [
        { content: { parts: [{ text: "Parking is free. " }, { text: "See /information." }] } },
        { content: { parts: [{ text: "A second candidate, never shown." }] } },
      ],
    });
    const history = [
      { role: "assistant", text: "Hello! (greeting, dropped: a conversation starts with the user)" },
      { role: "user", text: "hi" },
      { role: "assistant", text: "Hello, how can I help?" },
    ];
    const response = await ask("Where do I park?", "en", history);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reply: "Parking is free. See /information.", language: "en" });

    expect(stub.seen).toHaveLength(1);
    const [request] = stub.seen as [Seen];
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(request.url).not.toContain(KEY);
    expect(request.headers["x-goog-api-key"]).toBe(KEY);
    expect(request.body.generationConfig).toEqual({ temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 1024 });
    expect(GENERATION_CONFIG).toEqual(request.body.generationConfig);

    const { contents } = request.body;
    expect(contents.map((c) => c.role)).toEqual(["user", "model", "user"]);
    expect(contents[0]?.parts).toEqual([{ text: "hi" }]);
    const last = contents[2]?.parts ?? [];
    expect(last).toHaveLength(2);
    const [prompt, question] = last as [{ text: string }, { text: string }];
    expect(question.text).toBe("Where do I park?");
    // The same facts as the local assistant, the live calendar and the site's pages.
    expect(prompt.text).toContain("You are the Venue Assistant of Bridgeland Arena");
    expect(prompt.text).toContain("1,500 spaces");
    expect(prompt.text).toContain("/tour-scheduling");
    expect(prompt.text).toContain("Quokka Jazz Night");
    expect(prompt.text).toContain("916 of 916 seats");
    expect(prompt.text).not.toContain("/feedback-manager");
  });

  it("builds the prompt in the interface language and tells the reply's language for the voice", async () => {
    stub.json(200, candidate("El estacionamiento es gratuito."));
    const response = await ask("¿Dónde me estaciono?", "es");
    expect(await response.json()).toEqual({ reply: "El estacionamiento es gratuito.", language: "es" });
    expect(stub.seen[0]?.body.contents.at(-1)?.parts[0]?.text).toContain("Usted es el Asistente del Lugar");
  });

  it.each([500, 503, 400, 429])("turns a %i from the service into upstream_failed", async (status) => {
    stub.json(status, { error: { code: status, message: "quota or outage", status: "UNAVAILABLE" } });
    const response = await ask("Where do I park?");
    expect(response.status).toBe(502);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: { code: "upstream_failed", params: { reason: "status", status } } });
    expect(body).not.toContain("quota or outage");
  });

  it.each([
    ["not JSON", "<html>Bad gateway</html>"],
    ["no candidates", { candidates: [] }],
    ["a candidate without parts", { candidates: [{ content: {} }] }],
    ["parts without text", { candidates: [{ content: { parts: [{ inlineData: {} }] } }] }],
    ["blank text", candidate("   ")],
    ["an error object with status 200", { error: { message: "nope" } }],
  ])("turns an answer with %s into upstream_failed (shape)", async (_case, body) => {
    stub.json(200, body);
    const response = await ask("Where do I park?");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: "upstream_failed", params: { reason: "shape" } } });
  });

  it("gives up after the time limit", async () => {
    stub.answer((res) => {
      setTimeout(() => {
        if (!res.destroyed)
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(candidate("late")));
      }, TIMEOUT_MS * 4);
    });
    const started = Date.now();
    const response = await ask("Where do I park?");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: "upstream_failed", params: { reason: "timeout" } } });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
  });

  it("says so when the service cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await createTestApp({
      env: { CHAT_PROVIDER: "gemini", GEMINI_API_KEY: KEY, GEMINI_API_URL: `http://127.0.0.1:${port}` },
    });
    try {
      const response = await offline.request("/api/chat", {
        method: "POST",
        json: { message: "Where do I park?", language: "en" },
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: { code: "upstream_failed", params: { reason: "unreachable" } } });
    } finally {
      await offline.close();
    }
  });

  it("still validates before calling the service", async () => {
    const response = await ask("   ");
    expect(response.status).toBe(400);
    expect(stub.seen).toHaveLength(0);
  });
});

describe("gemini configuration", () => {
  it("refuses to start with CHAT_PROVIDER=gemini and no key", async () => {
    await expect(createTestApp({ env: { CHAT_PROVIDER: "gemini" } })).rejects.toThrow(/GEMINI_API_KEY/);
  });
});
