import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type LogLevel } from "vite";
import { type ChunkModules, chunkModulesPlugin } from "./chunk-report";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CONFIG_FILE = path.join(ROOT, "vite.config.ts");

/**
 * The production build of the web app into `webDir`, as `npm run build` makes it (a test runner's
 * NODE_ENV would give React's development build), and with `renderer` its server renderer beside
 * it (`<webDir>-ssr/`, where the server looks for it). The renderer's bare imports resolve from
 * its folder: put it under the project (node_modules/.cache) when it is to be run. With `modules`,
 * each chunk's modules and their minified bytes are recorded into it (from source maps written
 * beside the chunks, which leave the chunks' code as it is).
 */
export async function buildWebApp(
  webDir: string,
  {
    renderer = false,
    logLevel = "silent",
    modules,
  }: { renderer?: boolean; logLevel?: LogLevel; modules?: ChunkModules } = {},
): Promise<void> {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root: ROOT,
      configFile: CONFIG_FILE,
      mode: "production",
      logLevel,
      build: { outDir: webDir, emptyOutDir: true, sourcemap: modules ? "hidden" : false },
      plugins: modules ? [chunkModulesPlugin(modules)] : [],
    });
    if (!renderer) return;
    await build({
      root: ROOT,
      configFile: CONFIG_FILE,
      mode: "web-ssr",
      logLevel: logLevel === "warn" ? "error" : logLevel,
      build: { ssr: true, outDir: `${webDir}-ssr`, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = env;
  }
}
