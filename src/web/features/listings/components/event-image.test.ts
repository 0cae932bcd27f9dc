import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { STOCK_IMAGE_DIR } from "#domain/events";
import { HERO_POSTER_PATH } from "#domain/schemas/listings";
import { eventImageSrcSet } from "./event-image";

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../public");

describe("event pictures in the widths a page needs", () => {
  it("offers the site's own pictures at 600, 800 and 1200 px, and an upload as it is", () => {
    expect(eventImageSrcSet(`${STOCK_IMAGE_DIR}/symphony.webp`)).toBe(
      `${STOCK_IMAGE_DIR}/symphony-600.webp 600w, ${STOCK_IMAGE_DIR}/symphony-800.webp 800w, ${STOCK_IMAGE_DIR}/symphony.webp 1200w`,
    );
    expect(eventImageSrcSet("/media/3f2a.webp")).toBeUndefined();
    expect(eventImageSrcSet("https://images.example/x.webp")).toBeUndefined();
  });

  it("has the 600 and 800 px files of every picture of the site, and the hero's smaller widths", () => {
    const dir = path.join(PUBLIC, STOCK_IMAGE_DIR);
    const pictures = readdirSync(dir).filter((name) => name.endsWith(".webp") && !/-\d+\.webp$/.test(name));
    expect(pictures.length).toBeGreaterThan(0);
    for (const name of pictures) {
      for (const width of [600, 800]) {
        expect(existsSync(path.join(dir, name.replace(/\.webp$/, `-${width}.webp`))), `${name} at ${width}`).toBe(true);
      }
    }
    for (const width of [640, 960, 1280]) {
      expect(existsSync(path.join(PUBLIC, HERO_POSTER_PATH.replace(/\.webp$/, `-${width}.webp`)))).toBe(true);
    }
  });
});
