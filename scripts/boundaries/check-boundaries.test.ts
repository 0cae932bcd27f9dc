import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkBoundaries } from "./check-boundaries";

describe("checkBoundaries", () => {
  it("rejects every kind of crossing in the fixture", () => {
    const { violations } = checkBoundaries(path.join(import.meta.dirname, "fixture"));
    const found = violations.map((v) => `${v.file} ${v.rule}`).sort();
    expect(found).toEqual(
      [
        "src/domain/rule.ts domain/ imports only domain/",
        "src/server/features/alpha/alpha.service.ts import features/beta through its index.ts, not its internals",
        "src/server/http/errors.ts shared server/http never imports a feature (compose it in app.ts, main.ts, boot.ts, scripts, testing)",
        "src/web/features/gamma/gamma-page.tsx web/ never imports server/",
        expect.stringMatching(/^server\/(alpha|beta) features import in a cycle$/),
      ].sort(),
    );
  });

  it("passes the project's own tree", () => {
    const { violations, files } = checkBoundaries(path.resolve(import.meta.dirname, "../.."));
    expect(files).toBeGreaterThan(100);
    expect(violations).toEqual([]);
  });
});
