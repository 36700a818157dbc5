import fs from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** What the server puts in a page's HTML (apps/server/src/plugins/web-app.ts). */
export type RoutePreload = {
  /** The route's pattern, as wouter matches it ("/property/:id/snapshot"). */
  path: string;
  /** The page's chunks and theirs, beyond the entry's (already in index.html): `<link rel="modulepreload">`. */
  modules: string[];
  /** The API reads the page starts with, with the path's parameters: `<link rel="preload" as="fetch">`. */
  data: string[];
};
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

type RouteSource = { path: string; module: string; signedIn: boolean; data: string[] };

/**
 * Reads the route table (src/app/routes.ts): each entry's path, the module its `import()` loads, and its `data`.
 * Signed-in routes are those after `export const protectedRoutes`. A table this reader cannot pair up fails the build.
 */
export function readRouteTable(source: string, srcDir: string): RouteSource[] {
  const split = source.indexOf("export const protectedRoutes");
  if (split < 0) throw new Error("routes.ts: `export const protectedRoutes` not found");
  const routes: RouteSource[] = [];
  for (const [part, signedIn] of [
    [source.slice(0, split), false],
    [source.slice(split), true],
  ] as const) {
    // Each entry is an object literal starting at `path:`; its import() and data follow before the next `path:`.
    const entries = part.split(/\n\s*path: /).slice(1);
    for (const entry of entries) {
      const routePath = /^"([^"]+)"/.exec(entry)?.[1];
      const specifier = /import\("([^"]+)"\)/.exec(entry)?.[1];
      if (!routePath || !specifier) throw new Error(`routes.ts: an entry without a path or an import(): ${entry}`);
      const data = [...(/data: \[([^\]]*)\]/.exec(entry)?.[1]?.matchAll(/"([^"]+)"/g) ?? [])].map((m) => m[1] ?? "");
      routes.push({ path: routePath, module: resolveModule(specifier, srcDir), signedIn, data });
    }
  }
  return routes;
}

function resolveModule(specifier: string, srcDir: string): string {
  const base = specifier.startsWith("@/") ? path.join(srcDir, specifier.slice(2)) : path.join(srcDir, "app", specifier);
  const file = [".tsx", ".ts"].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`routes.ts: cannot find the module of import("${specifier}")`);
  return file;
}

/**
 * Writes `route-preloads.json`: for each page, the chunks it needs beyond the entry's and the API reads it starts
 * with. Without it a page's code arrives in steps (entry, then the signed-in app, then the page, then its data);
 * with it the server names them all in the HTML and the browser fetches them at once.
 */
export function routePreloads({ srcDir }: { srcDir: string }): Plugin {
  return {
    name: "plexwise:route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const routes = readRouteTable(fs.readFileSync(path.join(srcDir, "app/routes.ts"), "utf8"), srcDir);
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
      // The chunk holding a module: its own, or a group's (vite.config.ts) that took it in.
      const chunkOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
        return chunk;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("route-preloads: no entry chunk");
      const inEntry = staticClosure(bundle, [entry]);
      const signedInFrame = [
        chunkOf(path.join(srcDir, "app/routed-app.tsx")),
        chunkOf(path.join(srcDir, "app/layout/protected-route.tsx")),
      ];
      const preloads: RoutePreload[] = routes.map((route) => {
        const roots = [chunkOf(route.module), ...(route.signedIn ? signedInFrame : [])];
        const modules = [...staticClosure(bundle, roots)]
          .filter((file) => !inEntry.has(file))
          .map((file) => `/${file}`);
        return { path: route.path, modules, data: route.signedIn ? ["/api/user", ...route.data] : route.data };
      });
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 1) });
    },
  };
}

/** The chunks these chunks import statically, themselves included, by file name. */
function staticClosure(bundle: OutputBundle, roots: OutputChunk[]): Set<string> {
  const seen = new Set<string>();
  const stack = roots.map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === "chunk") stack.push(...chunk.imports);
  }
  return seen;
}
