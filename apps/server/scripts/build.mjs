// `npm run build -w @plexwise/server`: the server's entry points compiled to JavaScript in apps/server/dist, so
// production runs plain `node` (no tsx, no TypeScript at run time). Our own code and @plexwise/core (TypeScript
// source) are bundled; every package from node_modules stays external: native and wasm packages (PGlite, sharp,
// @napi-rs/canvas, argon2), pdf.js and tesseract.js find their own files, workers and data beside themselves.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const serverDir = path.resolve(import.meta.dirname, "..");
const outdir = path.join(serverDir, "dist");

/** Bare imports (packages, node: built-ins) stay imports, except our own workspace packages. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@plexwise/") ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: "src/main.ts",
    // `npm run worker`: the separate extraction process (PostgreSQL deployments).
    "extraction-worker": "src/extraction-worker.ts",
    // The parsing thread that ExtractionPool starts with new Worker(); it must sit beside the other entries.
    "extraction-thread": "src/extraction/worker.ts",
    // The PDF report thread that the report pool (src/reports/render-pool.ts) starts, likewise beside the others.
    "report-thread": "src/reports/render-thread.ts",
    seed: "src/demo/seed.ts",
  },
  outdir,
  bundle: true,
  // No shared chunks: each entry is one file in dist/, so import.meta.url points at dist/ in all of them.
  splitting: false,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  keepNames: true,
  logLevel: "warning",
  plugins: [externalPackages],
});
console.log(
  `server built into ${path.relative(process.cwd(), outdir) || "."} in ${Math.round(performance.now() - started)} ms`,
);
