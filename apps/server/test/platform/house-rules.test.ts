import path from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/** The house rules are the tools' rules: `npm run lint` (ESLint, then Prettier) refuses what breaks them. */
describe("npm run lint", () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const lint = async (code: string, file: string) =>
    (await eslint.lintText(code, { filePath: path.join(repoRoot, file) })).flatMap((r) =>
      r.messages.map((m) => m.message),
    );

  it("refuses a feature reaching into another feature's files, and takes its public index", async () => {
    const file = "apps/web/src/features/compare/lib/example.ts";
    const deep = await lint(
      'import { proformaView } from "@/features/analyses/components/proforma-view";\nexport const x = proformaView;\n',
      file,
    );
    expect(deep.join(" ")).toContain("Import another feature from its index");
    const viaIndex = await lint(
      'import { ProformaView } from "@/features/analyses";\nexport const x = ProformaView;\n',
      file,
    );
    expect(viaIndex).toEqual([]);
  });

  it("refuses a focused test", async () => {
    const messages = await lint(
      'import { it } from "vitest";\nit.only("x", () => undefined);\n',
      "apps/web/src/lib/example.test.ts",
    );
    expect(messages.join(" ")).toContain("Remove .only");
  });

  it("refuses an unformatted file", async () => {
    const options = await prettier.resolveConfig(path.join(repoRoot, "apps/web/src/lib/example.ts"));
    expect(await prettier.check("export const a = {b:1}\n", { ...options, parser: "typescript" })).toBe(false);
    expect(await prettier.check("export const a = { b: 1 };\n", { ...options, parser: "typescript" })).toBe(true);
  });
});
