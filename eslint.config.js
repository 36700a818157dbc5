import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import fs from "node:fs";
import path from "node:path";

// The core package's root carries the zod contracts; the browser bundle takes values from the zod-free subpaths.
const coreRootForTypesOnly = {
  name: "@plexwise/core",
  allowTypeImports: true,
  message: "Import values from @plexwise/core/money, /finance, /analysis, /limits, /text or /wire.",
};
const features = fs.readdirSync(path.join(import.meta.dirname, "apps/web/src/features"));

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "apps/server/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { paths: [coreRootForTypesOnly] }],
    },
  },
  // A feature reaches another only through its public index (features/<name>/index.ts); what several features
  // share lives in src/shared (the property API) or src/components.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [coreRootForTypesOnly],
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)[^/]+/`,
              message: "Import another feature from its index (@/features/<name>), or move shared code to src/shared.",
            },
          ],
        },
      ],
    },
  })),
  {
    // A focused test left in by mistake would silently skip the rest of the suite.
    files: ["**/*.test.ts", "e2e/**/*.ts", "apps/server/test/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "describe", property: "only", message: "Remove .only: it skips every other test." },
        { object: "it", property: "only", message: "Remove .only: it skips every other test." },
        { object: "test", property: "only", message: "Remove .only: it skips every other test." },
      ],
    },
  },
  {
    // In tests a failed `!` is a failed test, which is what we want.
    files: ["**/test/**/*.ts", "**/*.test.ts", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Configuration is parsed once in config.ts; nothing else reads the environment.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/config.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration from config.ts." },
      ],
    },
  },
);
