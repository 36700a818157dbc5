import { describe, expect, it } from "vitest";
import { compareProperties } from "../analysis/compare";
import { formatCompareValue } from "../analysis/format-compare-value";
import { savedProperty } from "../testing/api-fixtures";
import { AS_OF_YEAR, fourplex, twelveUnits } from "../testing/buildings";
import { compareReport } from "./compare-report";

const maple = savedProperty(fourplex(), { id: "a", nickname: "Maple", address: "12 Maple Ave" });
const oak = savedProperty(twelveUnits(), { id: "b", nickname: null, address: "40 Oak St" });
const computed = compareProperties([maple, oak], { vacancyPct: 5 }, { asOfYear: AS_OF_YEAR });
const result = { ...computed, narration: "template" as const, model: null, notice: null };
const report = compareReport(result, { vacancyPct: 5 }, new Date("2026-11-26T12:00:00Z"));

describe("the comparison as a report", () => {
  it("puts the screen's table side by side, each cell worded as the screen words it, the best marked", () => {
    const [side] = report.sections;
    const table = side?.blocks.find((b) => b.kind === "table");
    if (table?.kind !== "table") throw new Error("no table");
    expect(table.table.columns).toEqual(["", "Maple", "40 Oak St"]);
    const cap = result.rows.find((r) => r.key === "cap_rate_percent");
    const capRow = table.table.rows.find((r) => r[0] === cap?.label);
    expect(capRow?.[1]).toBe(
      `${formatCompareValue(cap?.values[0] ?? null, "percent")}${cap?.best.includes(0) ? " *" : ""}`,
    );
    expect(capRow?.[1]).toMatch(/^7\.79%/);
    expect(side?.blocks[0]).toEqual({ kind: "paragraph", text: "On the same assumptions: 5% vacancy." });
  });

  it("ranks as the comparison ranked, with every reason", () => {
    const ranking = report.sections.find((s) => s.id === "ranking");
    const first = result.ranking.find((r) => r.rank === 1);
    const headings = ranking?.blocks.flatMap((b) => (b.kind === "heading" ? [b.text] : []));
    expect(headings?.[0]).toMatch(new RegExp(`^#1 ${first?.property_id === "a" ? "Maple" : "40 Oak St"} \\(score`));
    const items = ranking?.blocks.flatMap((b) => (b.kind === "list" ? b.items : []));
    for (const reason of result.ranking.flatMap((r) => r.reasons)) expect(items).toContain(reason);
    expect(report.subtitle).toBe("Maple, 40 Oak St. Compared 26 November 2026.");
  });
});
