import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["**/node_modules/**", "scripts/boundaries/fixture/**"],
    globalSetup: ["src/server/testing/postgres-global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
