import type { AerialView } from "#domain/schemas/aerial";
import type { Config } from "#server/config";
import type { Logger } from "#server/platform/logger";

/**
 * The venue's aerial-view video, looked up on the server so the
 * maps key never reaches a browser. Every lookup that returns a video is billed, and the answer
 * is the same for every visitor, so answers are kept for a while and concurrent page views share
 * one lookup. Video links are short-lived signed URLs: a ready answer is kept only briefly.
 */
const KEEP_MS: Record<AerialView["state"], number> = {
  ready: 5 * 60_000,
  processing: 10 * 60_000,
  not_found: 60 * 60_000,
  error: 60_000,
  unreachable: 60_000,
  not_configured: Number.POSITIVE_INFINITY,
};

const TIMEOUT_MS = 5000;

interface LookupResponse {
  state?: unknown;
  uris?: Record<string, { landscapeUri?: unknown } | undefined>;
}

const httpsUrl = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
};

/** Reads one lookup answer: a playable landscape medium MP4, processing, not found, or an error. */
export async function readLookupResponse(response: Response): Promise<AerialView> {
  if (response.status === 404) return { state: "not_found" };
  if (!response.ok) return { state: "error" };
  const body = (await response.json().catch(() => null)) as LookupResponse | null;
  if (body?.state === "PROCESSING") return { state: "processing" };
  const videoUrl = httpsUrl(body?.uris?.MP4_MEDIUM?.landscapeUri);
  if (body?.state !== "ACTIVE" || !videoUrl) return { state: "error" };
  return { state: "ready", videoUrl, posterUrl: httpsUrl(body.uris?.IMAGE?.landscapeUri) };
}

export interface AerialLookupOptions {
  config: Config["aerialView"];
  address: string;
  logger: Logger;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A lookup with its own cache: call it per request. */
export function createAerialLookup(options: AerialLookupOptions): () => Promise<AerialView> {
  const { config, address, logger } = options;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let kept: { answer: Promise<AerialView>; until: number } | null = null;

  async function lookUp(): Promise<AerialView> {
    if (!config) return { state: "not_configured" };
    const url = `${config.baseUrl}/videos:lookupVideo?address=${encodeURIComponent(address)}`;
    let answer: AerialView;
    try {
      // The key travels in a header, so it shows in no URL and no log line.
      const response = await doFetch(url, {
        headers: { "X-Goog-Api-Key": config.apiKey, accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      answer = await readLookupResponse(response);
      if (answer.state === "error") logger.warn("aerial view lookup failed", { status: response.status });
    } catch (error) {
      logger.warn("aerial view lookup unreachable", { error: error instanceof Error ? error.name : String(error) });
      answer = { state: "unreachable" };
    }
    return answer;
  }

  return () => {
    const at = now();
    if (kept && at < kept.until) return kept.answer;
    const answer = lookUp();
    const entry = { answer, until: Number.POSITIVE_INFINITY };
    kept = entry;
    void answer.then((value) => {
      entry.until = now() + KEEP_MS[value.state];
    });
    return answer;
  };
}
