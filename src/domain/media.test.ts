import { describe, expect, it } from "vitest";
import { sanitizeFileName, sniffImageKind } from "./media";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImageKind", () => {
  it.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF")],
    ["png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ["gif", bytes("GIF89a", [1, 0])],
    ["gif", bytes("GIF87a", [1, 0])],
    ["webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
  ])("knows %s by its bytes", (kind, data) => {
    expect(sniffImageKind(data)).toBe(kind);
  });

  it.each([
    ["text", bytes("hello world!")],
    ["a PDF", bytes("%PDF-1.7")],
    ["an SVG", bytes("<svg xmlns=")],
    ["a RIFF that is not WebP", bytes("RIFF", [0, 0, 0, 0], "WAVE")],
    ["nothing", bytes()],
  ])("refuses %s", (_label, data) => {
    expect(sniffImageKind(data)).toBeNull();
  });
});

describe("sanitizeFileName", () => {
  it.each([
    ["Summer Poster.JPG", "summer-poster"],
    ["../../etc/passwd", "passwd"],
    ["C:\\photos\\My Pic.jpeg", "my-pic"],
    ["Año Nuevo — Fiesta!.png", "ano-nuevo-fiesta"],
    [".png", "image"],
    ["***", "image"],
    [`${"a".repeat(80)}.gif`, "a".repeat(60)],
  ])("%j -> %j", (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });
});
