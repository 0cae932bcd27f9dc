import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * `vite build` builds the web app into `dist/`; `vite build --ssr src/server/main.ts` compiles the
 * server into `dist-server/` (one ES module for Node, every npm package left as an import), so a
 * production start runs plain JavaScript. The server's output stays outside `dist/`: the server
 * serves every file under `dist/` to the public.
 */
export default defineConfig(({ isSsrBuild }) => {
  if (isSsrBuild) {
    return {
      publicDir: false,
      build: {
        outDir: "dist-server",
        emptyOutDir: true,
        target: "node20",
        sourcemap: true,
        copyPublicDir: false,
      },
    };
  }
  return {
    plugins: [react(), tailwindcss()],
    build: {
      outDir: "dist",
      sourcemap: true,
      chunkSizeWarningLimit: 400,
    },
    server: {
      port: 5173,
      proxy: { "/api": "http://localhost:3000" },
    },
  };
});
