import { afterEach, expect, it, vi } from "vitest";
import { createLogger } from "./logger";

afterEach(() => {
  vi.restoreAllMocks();
});

function written(json: boolean, message: string, fields: Record<string, unknown>): string {
  const lines: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  createLogger({ level: "info", json }).warn(message, fields);
  return lines.join("");
}

it("writes text from outside on one line, control characters escaped, in both formats", () => {
  const hostile = "first\nwarn  forged line\u001b[31m red\u0000";
  for (const json of [false, true]) {
    const line = written(json, `device ${hostile}`, { message: hostile });
    expect(line.endsWith("\n")).toBe(true);
    const controls = [...line.slice(0, -1)].filter((c) => c.charCodeAt(0) < 0x20 || (c >= "\u007f" && c <= "\u009f"));
    expect(controls).toEqual([]);
    expect(line).toContain("forged line");
  }
  expect(written(false, "m", { message: "a\nb" })).toContain("message=a\\u000ab");
});
