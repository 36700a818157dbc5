import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineCss } from "./build/inline-css.ts";
import { precompress } from "./build/precompress.ts";
import { routePreloads } from "./build/route-preloads.ts";
import { sharedChunks } from "./build/shared-chunks.ts";

/** The frame of every signed-in page (session check, header) and the data layer, with what they import. */
const SIGNED_IN_FRAME =
  /src[\\/](app[\\/](routed-app|router|providers|layout[\\/](protected-route|app-layout|app-header))|lib[\\/]query-client|features[\\/]auth[\\/]api[\\/](use-user|use-logout))|node_modules[\\/]@tanstack/;

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The toast UI with what it needs (Radix parts, tailwind-merge). */
const TOASTS = /src[\\/](components[\\/]ui[\\/]toaster|lib[\\/]class-merge)/;
/** The groups before "app-shared": what it takes may import their modules, which stay in their chunks. */
const EARLIER_GROUPS = [REACT, TOASTS, SIGNED_IN_FRAME];

const srcDir = fileURLToPath(new URL("./src", import.meta.url));
const shared = sharedChunks(srcDir, (id) => EARLIER_GROUPS.some((test) => test.test(id)));

// The API runs on :3000 in development; the proxy keeps every call same-origin, as in production.
const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads({ srcDir }), inlineCss(), precompress()],
  resolve: {
    alias: [
      { find: "@", replacement: srcDir },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/lib/use-sync-external-store-shim.ts", import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/healthz": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    // One stylesheet, inlined into index.html; split per chunk, every lazy chunk would load it again (build/inline-css.ts).
    cssCodeSplit: false,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than our code: a separate chunk stays cached across releases. The modules the
        // public pages share are one chunk, the signed-in app's frame and data layer another, and what the signed-in
        // pages share a third (build/shared-chunks.ts): a few files rather than dozens of small ones, which cost a
        // request each and compress worse (docs/decisions/0014-production-build.md).
        codeSplitting: {
          groups: [
            { name: "react", test: REACT, priority: 3 },
            { name: "public-kit", tags: ["$initial"], priority: 2 },
            { name: shared.publicKit, debugName: "public-kit", minShareCount: 2, priority: 2 },
            // The toast UI with what it needs (Radix parts, tailwind-merge), so that a public page's first toast
            // downloads it alone; the signed-in app shares those parts from here.
            { name: "toasts", test: TOASTS, priority: 1.5 },
            { name: "signed-in", test: SIGNED_IN_FRAME, priority: 1 },
            { name: shared.appShared, debugName: "app-shared", minShareCount: 4, priority: 0.5 },
          ],
        },
      },
    },
  },
});
