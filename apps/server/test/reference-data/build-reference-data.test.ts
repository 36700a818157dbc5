import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildReferenceData, filesOf } from "../../src/reference-data/build/build-all";
import { EXPECTED_INPUT_ROWS, SPOT_VALUES, verifyReferenceData } from "../../src/reference-data/build/verify";
import { REFERENCE_DATA_DIR } from "../../src/reference-data/store";

/** shared/datasets sits beside the repository (as in CI); DATASETS_DIR can point elsewhere. */
const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const datasetsDir = path.resolve(repoRoot, "../shared/datasets");
const haveDatasets = fs.existsSync(path.join(datasetsDir, "hud_safmr_fy2024.csv"));

describe.skipIf(!haveDatasets)("npm run data:build, from shared/datasets", () => {
  const built = haveDatasets ? buildReferenceData(datasetsDir) : null;

  it("reads every input with the row count its README lists", () => {
    expect(built?.inputRows).toEqual(EXPECTED_INPUT_ROWS);
  });

  it("holds the README's spot values: income 10001 $106,509, 78701 $148,049, 90210 $172,285; 2-BR SAFMR $3,940, $2,890, $3,820; Austin violent crime 400.9", () => {
    const data = built!.data;
    const zcta = new Map(data.zcta.rows.map((r) => [r[0], r]));
    const safmr = new Map(data.safmr.rows.map((r) => [r[0], r]));
    for (const [zip, income] of Object.entries(SPOT_VALUES.income)) expect(zcta.get(zip)?.[5]).toBe(income);
    for (const [zip, rent] of Object.entries(SPOT_VALUES.safmr2Br)) expect(safmr.get(zip)?.[4]).toBe(rent);
    expect(data.crime.rows.find((r) => r[0] === "TX" && r[1] === "Austin")?.[5]).toBe(400.9);
    expect(safmr.get("78701")?.slice(2, 7)).toEqual([2_280, 2_460, 2_890, 3_710, 4_270]);
  });

  it("refuses a build whose spot value is off", () => {
    const data = structuredClone(built!.data);
    const row = data.safmr.rows.find((r) => r[0] === "78701")!;
    row[4] = 2_891;
    expect(() => verifyReferenceData(data, built!.inputRows)).toThrow(
      "FY2024 2-BR SAFMR of 78701: 2891, expected 2890",
    );
    expect(() => verifyReferenceData(built!.data, { ...built!.inputRows, "hud_safmr_fy2024.csv": 27_000 })).toThrow(
      "hud_safmr_fy2024.csv: 27000 rows, expected 27446",
    );
  });

  it("is reproducible: the committed files are exactly what the build makes now", () => {
    for (const [file, contents] of filesOf(built!.data)) {
      const committed = JSON.parse(gunzipSync(fs.readFileSync(path.join(REFERENCE_DATA_DIR, file))).toString("utf8"));
      expect(committed, file).toEqual(JSON.parse(JSON.stringify(contents)));
    }
  });

  it("keeps the install light: a few MB in all", () => {
    const bytes = filesOf(built!.data).reduce(
      (sum, [file]) => sum + fs.statSync(path.join(REFERENCE_DATA_DIR, file)).size,
      0,
    );
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });
});
