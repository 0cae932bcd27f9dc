/**
 * The wire framing of relay messages. PostgreSQL refuses a NOTIFY payload of 8000 bytes or more,
 * so a message body is cut into parts of at most `MAX_PART_BYTES` UTF-8 bytes (never inside a
 * character), each framed as `<instance> <sequence> <part> <parts> <chunk>`. The receiver keys
 * parts by instance and sequence and joins them once every part has arrived; a message whose
 * rest has not come within `PARTS_TTL_MS` (the connection dropped between) is dropped when the
 * next message in parts begins.
 */

/**
 * PostgreSQL refuses a notification payload of 8000 bytes or more. A batch stays under this many
 * bytes of body; a longer one is sent in parts, all in one statement, and put together again.
 */
export const MAX_PART_BYTES = 7_600;
/** Parts of a message whose rest never came (the connection dropped between) are dropped after this. */
const PARTS_TTL_MS = 30_000;

/** One message's framing: `<instance> <sequence> <part> <parts> <body>`; the body is JSON. */
export function frameParts(instanceId: string, sequence: number, body: string): string[] {
  const chunks = splitByBytes(body, MAX_PART_BYTES);
  return chunks.map((chunk, i) => `${instanceId} ${sequence} ${i + 1} ${chunks.length} ${chunk}`);
}

/**
 * Cuts text into pieces of at most `maxBytes` UTF-8 bytes, never between the two halves of a
 * surrogate pair (each piece must be valid text on its own).
 */
export function splitByBytes(text: string, maxBytes: number): string[] {
  if (Buffer.byteLength(text) <= maxBytes) return [text];
  const pieces: string[] = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length;
    const size = pair ? 4 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    if (bytes + size > maxBytes) {
      pieces.push(text.slice(start, i));
      start = i;
      bytes = 0;
    }
    bytes += size;
    if (pair) i += 1;
  }
  pieces.push(text.slice(start));
  return pieces;
}

interface Frame {
  instanceId: string;
  sequence: number;
  part: number;
  parts: number;
  chunk: string;
}

export function parseFrame(payload: string): Frame | null {
  const fields: string[] = [];
  let at = 0;
  for (let n = 0; n < 4; n++) {
    const space = payload.indexOf(" ", at);
    if (space < 0) return null;
    fields.push(payload.slice(at, space));
    at = space + 1;
  }
  const [instanceId = "", ...numbers] = fields;
  const [sequence, part, parts] = numbers.map(Number) as [number, number, number];
  if (!instanceId || !Number.isInteger(sequence) || !Number.isInteger(part) || !Number.isInteger(parts)) return null;
  if (part < 1 || part > parts) return null;
  return { instanceId, sequence, part, parts, chunk: payload.slice(at) };
}

/** Puts messages sent in parts together again; a message is complete when its last part arrives. */
export class Reassembly {
  private readonly partial = new Map<string, { chunks: string[]; received: number; at: number }>();

  /** The whole body once every part of its message has arrived; null until then. */
  add(frame: Frame, now = Date.now()): string | null {
    if (frame.parts === 1) return frame.chunk;
    const key = `${frame.instanceId} ${frame.sequence}`;
    let entry = this.partial.get(key);
    if (!entry) {
      for (const [k, e] of this.partial) if (now - e.at > PARTS_TTL_MS) this.partial.delete(k);
      entry = { chunks: new Array<string>(frame.parts).fill(""), received: 0, at: now };
      this.partial.set(key, entry);
    }
    if (entry.chunks.length !== frame.parts) return null;
    entry.chunks[frame.part - 1] = frame.chunk;
    entry.received += 1;
    if (entry.received < frame.parts) return null;
    this.partial.delete(key);
    return entry.chunks.join("");
  }
}
