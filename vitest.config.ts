import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One Vitest run, three projects: pure core, the web app's pure modules, and the API on a real database.
export default defineConfig({
  test: {
    // A `.only` left in would skip every other test: refused, in CI and locally.
    allowOnly: false,
    projects: [
      { test: { name: "core", include: ["packages/core/src/**/*.test.ts"], environment: "node" } },
      {
        // The web app's own "@/" paths, as Vite resolves them.
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: { name: "web", include: ["apps/web/src/**/*.test.ts"], environment: "node" },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts", "apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ["apps/server/test/setup/global-database.ts"],
          setupFiles: ["apps/server/test/setup/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
