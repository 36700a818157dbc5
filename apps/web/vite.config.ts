import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.ts";
import { routePreloads } from "./build/route-preloads.ts";

/** What every public page shows: brand, buttons, cards, fields, the API client and the toast queue. */
const PUBLIC_KIT =
  /src[\\/](features[\\/]auth[\\/](api[\\/](session-calls|set-session-user)|lib[\\/]use-submit|components[\\/](auth-brand-link|password-field))|components[\\/](brand|ui[\\/](button|card|input|label|use-toast))|lib[\\/](api-client|focus-field|cn)|hooks[\\/]use-document-title)|core[\\/]src[\\/]limits|node_modules[\\/](clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|context|shared|utils))/;
/** The frame of every signed-in page (session check, header, menu) and the data layer, with what they import. */
const SIGNED_IN_FRAME =
  /src[\\/](app[\\/](routed-app|router|providers|layout[\\/](protected-route|app-layout|app-header))|lib[\\/]query-client|features[\\/]auth[\\/]api[\\/](use-user|use-logout))|node_modules[\\/]@tanstack/;

// The API runs on :3000 in development; the proxy keeps every call same-origin, as in production.
const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routePreloads({ srcDir: fileURLToPath(new URL("./src", import.meta.url)) }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
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
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than our code: a separate chunk stays cached across releases. The modules every
        // public page needs are one chunk, and the signed-in app's frame and data layer another: a few files rather
        // than dozens of small ones, which cost a request each and compress worse (docs/decisions/0014-production-build.md).
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "public-kit", tags: ["$initial"], priority: 2 },
            { name: "public-kit", test: PUBLIC_KIT, priority: 2 },
            // The toast UI with what it needs (Radix parts, tailwind-merge), so that a public page's first toast
            // downloads it alone; the signed-in app shares those parts from here.
            { name: "toasts", test: /src[\\/](components[\\/]ui[\\/]toaster|lib[\\/]class-merge)/, priority: 1.5 },
            { name: "signed-in", test: SIGNED_IN_FRAME, priority: 1 },
          ],
        },
      },
    },
  },
});
