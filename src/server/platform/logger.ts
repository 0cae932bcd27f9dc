import { currentWork } from "./request-context";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/**
 * Structured logs: one JSON object a line in production (for a log collector), a short
 * readable line elsewhere.
 */
/** C0 and C1 control characters (line breaks, escape sequences, ...). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to escape.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A value as a log line may carry it: control characters written as `\uXXXX`, so text from
 * outside (a device's log, a header) can neither forge a line nor send escape sequences to a
 * terminal. JSON lines escape them by themselves.
 */
function visible(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function createLogger(options: { level: Level; json: boolean; base?: Record<string, unknown> }): Logger {
  const base = options.base ?? {};
  const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
    if (ORDER[level] < ORDER[options.level]) return;
    // The request or job this line is written for, so an operator can follow one through the log.
    const all = { ...currentWork(), ...base, ...fields };
    const stream = level === "error" || level === "warn" ? process.stderr : process.stdout;
    if (options.json) {
      stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...all })}\n`);
    } else {
      const extra = Object.entries(all)
        .map(([key, value]) => `${key}=${visible(typeof value === "string" ? value : JSON.stringify(value))}`)
        .join(" ");
      stream.write(`${level.padEnd(5)} ${visible(message)}${extra ? ` ${extra}` : ""}\n`);
    }
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  };
}

export const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  child: () => silentLogger,
};
