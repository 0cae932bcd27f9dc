import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, parseAst } from "vite";

const CATALOG_MODULE = /\/src\/domain\/i18n\/([\w-]+)\/(?:[\w-]+-)?(en|es)\.ts$/;

/**
 * A chunk holding only catalog texts of one language is named for its part, `i18n-<part>-<lang>`
 * (the core's chunk also holds the error reasons it includes), so the first-load budget and a
 * reader of the network panel can tell which texts a page fetched.
 */
function catalogChunkName(moduleIds: string[]): string | undefined {
  const matches = moduleIds.map((id) => CATALOG_MODULE.exec(id.replaceAll("\\", "/")));
  if (matches.length === 0 || matches.some((match) => !match)) return undefined;
  const languages = new Set(matches.map((match) => match?.[2]));
  const parts = new Set(matches.map((match) => match?.[1]));
  if (languages.size !== 1) return undefined;
  const part = parts.has("core") ? "core" : parts.size === 1 ? [...parts][0] : undefined;
  return part && `i18n-${part}-${[...languages][0]}`;
}

/**
 * `vite build` builds the web app into `dist/`; `vite build --ssr --mode web-ssr` its server
 * renderer into `dist-ssr/`; `vite build --ssr src/server/main.ts` compiles the server into
 * `dist-server/` (one ES module for Node, every npm package left as an import), so a production
 * start runs plain JavaScript. Both server outputs stay outside `dist/`: the server serves every
 * file under `dist/` to the public.
 */
/**
 * `src/domain` is pure by rule (no I/O, nothing done at import): a module of it that a chunk
 * imports only for a constant (say, a schema file for a limit) does not drag in what it builds at
 * its top level (the schemas, and with them the validation library), nor the whole catalog.
 */
const pureDomain: Plugin = {
  name: "pure-domain",
  transform: {
    filter: { id: /[\\/]src[\\/]domain[\\/]/ },
    handler: (code) => ({ code, map: null, moduleSideEffects: false }),
  },
};

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

/** Whether evaluating `node` calls something now (calls inside a function's body wait for it). */
function callsNow(node: unknown): boolean {
  if (!node || typeof node !== "object") return false;
  if (Array.isArray(node)) return node.some(callsNow);
  const { type } = node as AstNode;
  if (type === "ArrowFunctionExpression" || type === "FunctionExpression") return false;
  if (type === "CallExpression" || type === "NewExpression" || type === "TaggedTemplateExpression") return true;
  return Object.entries(node).some(([key, value]) => key !== "type" && typeof value === "object" && callsNow(value));
}

/**
 * By the same rule, a value a domain module builds at its top level (a schema, a table) is built
 * by calls that do nothing else: the web app marks each such initializer pure, so a chunk that
 * imports a constant from a schema module carries neither the module's schemas nor, through them,
 * the validation library; a schema a form uses is kept with what it needs.
 */
const pureDomainValues: Plugin = {
  name: "pure-domain-values",
  transform: {
    filter: { id: /[\\/]src[\\/]domain[\\/].*\.ts$/ },
    handler(code) {
      const program = parseAst(code, { lang: "ts" } as Parameters<typeof parseAst>[1]) as unknown as {
        body: AstNode[];
      };
      const initializers: AstNode[] = [];
      for (const statement of program.body) {
        const declaration = (statement.type === "ExportNamedDeclaration" ? statement.declaration : statement) as
          | AstNode
          | undefined;
        if (declaration?.type !== "VariableDeclaration") continue;
        for (const declarator of declaration.declarations as { init: AstNode | null }[]) {
          if (declarator.init && callsNow(declarator.init)) initializers.push(declarator.init);
        }
      }
      if (initializers.length === 0) return null;
      let out = "";
      let at = 0;
      for (const init of initializers) {
        out += `${code.slice(at, init.start)}/* @__PURE__ */ (() => (${code.slice(init.start, init.end)}))()`;
        at = init.end;
      }
      return { code: out + code.slice(at), map: null };
    },
  },
};

/**
 * The web app's modules only define things (components, hooks, queries); importing one does
 * nothing else, which the entries (main.tsx, app/start.tsx, entry-server.tsx) and the styles are
 * the exceptions to.
 * Marked so, a page that imports one piece of a feature's index carries that piece, not every
 * module the index names (the admins' panels beside the box office's).
 */
const pureWebModules: Plugin = {
  name: "pure-web-modules",
  transform: {
    filter: { id: /[\\/]src[\\/]web[\\/](?!main\.tsx$|entry-server\.tsx$|app[\\/]start\.tsx$).*\.tsx?$/ },
    handler: (code) => ({ code, map: null, moduleSideEffects: false }),
  },
};

/** The web app's server renderer, built beside the web app: `dist/` gets `dist-ssr/`. */
export const WEB_SSR_MODE = "web-ssr";

export default defineConfig(({ isSsrBuild, mode }) => {
  if (isSsrBuild && mode === WEB_SSR_MODE) {
    return {
      plugins: [react(), pureDomain],
      publicDir: false,
      build: {
        outDir: "dist-ssr",
        emptyOutDir: true,
        target: "node20",
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { input: "src/web/entry-server.tsx" },
      },
    };
  }
  if (isSsrBuild) {
    return {
      publicDir: false,
      build: {
        outDir: "dist-server",
        emptyOutDir: true,
        target: "node20",
        sourcemap: true,
        copyPublicDir: false,
        // The server, and beside it the thread that renders ticket mails (owed-mails.ts starts it
        // from `mail-render-worker.js` next to the server's own module).
        rolldownOptions: {
          input: {
            main: "src/server/main.ts",
            "mail-render-worker": "src/server/features/tickets/mail/render-worker.ts",
          },
        },
      },
    };
  }
  return {
    plugins: [react(), tailwindcss(), pureDomain, pureDomainValues, pureWebModules],
    build: {
      outDir: "dist",
      sourcemap: true,
      // dist/.vite/manifest.json: which chunks each page needs (the first-load budget test reads it).
      manifest: true,
      // The HTML names no script to preload: the entry is small and fetches the app once the page
      // is painted (main.tsx), so nothing competes with the styles and the main picture. A chunk
      // fetched later still brings its imports along, side by side.
      modulePreload: {
        resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "html" ? [] : dependencies),
      },
      rolldownOptions: {
        // No call is declared pure by its function's name: names such as `z` are also functions
        // of minified dependencies (the QR reader's WebAssembly glue), whose calls register types.
        output: {
          chunkFileNames: (chunk) => `assets/${catalogChunkName(chunk.moduleIds) ?? "[name]"}-[hash].js`,
          // React's renderer and the router are chunks of their own: the browser compiles and runs
          // each as a task of its own instead of one long task for the whole shell, and a change
          // to the app leaves them cached.
          codeSplitting: {
            groups: [
              { name: "react-dom", test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
              { name: "react-router", test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            ],
          },
        },
      },
      chunkSizeWarningLimit: 400,
    },
    server: {
      port: 5173,
      proxy: { "/api": "http://localhost:3000" },
    },
  };
});
