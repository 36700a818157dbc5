import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
      // The package root carries the zod contracts; the browser bundle takes values from the zod-free subpaths.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@plexwise/core",
              allowTypeImports: true,
              message: "Import values from @plexwise/core/money, /finance, /limits or /text.",
            },
          ],
        },
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
