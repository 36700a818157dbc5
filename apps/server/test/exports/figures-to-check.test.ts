import { FIGURES_TO_CHECK_TITLE, figureToCheckLine } from "@plexwise/core/analysis";
import type { DocumentTotal, ExpenseItem, Property, PropertyResponse, SharedView, Unit } from "@plexwise/core";
import { propertyReport } from "@plexwise/core/report";
import { expense, fourplex } from "@plexwise/core/testing";
import { propertyFromResponse, toSpecPayload } from "@plexwise/core/wire";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

const printed = (total: DocumentTotal["total"], value: number): DocumentTotal => ({
  total,
  value,
  file: "om.pdf",
  page: 3,
  confirmed: false,
});
const read = (e: ExpenseItem): ExpenseItem => ({ ...e, source: "document", sourceFile: "om.pdf", sourcePage: 3 });

/**
 * Issue 30's offering memorandum: the fourplex read from om.pdf, its statement's "Total Expenses" row kept as a line,
 * so expenses, NOI and cap rate miss what the OM prints by far. Its units keep the file they were read from.
 */
function misread() {
  const p = fourplex();
  const units: Unit[] = p.units.map((u) => ({ ...u, sourceFile: "om.pdf", sourcePage: 2 }));
  return {
    ...p,
    address: "7 Misread Ave",
    units,
    otherIncome: [],
    expenses: [...p.expenses.map(read), read(expense("Other", 1_900, "Total Expenses"))],
    documentTotals: [
      printed("price", 600_000),
      printed("rent_roll_monthly", 6_000),
      printed("total_expenses_annual", 22_800),
      printed("noi_annual", 49_200),
      printed("cap_rate_pct", 8.2),
    ],
  };
}

const lastColumnBlock = (csv: string, first: string): string[] => {
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  const at = rows.findIndex((r) => r[first] === FIGURES_TO_CHECK_TITLE);
  return at < 0 ? [] : rows.slice(at + 1).map((r) => r[first] ?? "");
};

describe("a property whose lines disagree with its documents carries the same Figures to check everywhere", () => {
  const t = useTestApp();

  it("the rent roll and lines CSVs and a shared deal list the report's findings; a consistent property none", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post("/api/properties", toSpecPayload(misread()), { cookie });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const answer = (await t.api.get(`/api/properties/${id}`, { cookie })).json() as PropertyResponse;
    const property = { ...propertyFromResponse(answer), id } as Property;
    expect(property.units[0]?.sourceFile).toBe("om.pdf");

    const report = propertyReport({
      property,
      analyses: { performa: null, summary: null, neighborhood: null, comps: null },
      generatedAt: new Date("2026-11-27"),
    });
    const section = report.sections.find((s) => s.id === "plausibility");
    const list = section?.blocks.find((b) => b.kind === "list");
    const items = list?.kind === "list" ? list.items : [];
    expect(items[0]).toMatch(/^High: The document prints total expenses of \$22,800 a year \(om\.pdf, p\. 3\)/);
    expect(items[1]).toMatch(/^High: The document prints a net operating income of \$49,200 a year/);
    expect(items[2]).toMatch(/^High: The document prints a cap rate of 8\.2% \(om\.pdf, p\. 3\)/);

    const rentRoll = await t.api.get(`/api/properties/${id}/rent-roll.csv`, { cookie });
    expect(lastColumnBlock(rentRoll.body, "Unit")).toEqual(items);
    const lines = await t.api.get(`/api/properties/${id}/lines.csv`, { cookie });
    expect(lastColumnBlock(lines.body, "Kind")).toEqual(items);

    const link = await t.api.post(`/api/properties/${id}/share-links`, {}, { cookie });
    expect(link.statusCode, link.body).toBe(201);
    const shared = (await t.api.get(`/api/shared/${link.json().token}`)).json() as SharedView;
    expect(shared.figuresToCheck?.map(figureToCheckLine)).toEqual(items);
    expect(shared.figuresToCheck?.[0]).toMatchObject({ severity: "high", total: "total_expenses_annual" });

    // The same building read right: no findings, so no block and nothing to check under the link.
    const right = { ...misread(), address: "8 Right Ave", expenses: misread().expenses.slice(0, -1) };
    const fine = (await t.api.post("/api/properties", toSpecPayload(right), { cookie })).json().id as string;
    const fineCsv = await t.api.get(`/api/properties/${fine}/lines.csv`, { cookie });
    expect(fineCsv.body).not.toContain(FIGURES_TO_CHECK_TITLE);
    const fineLink = (await t.api.post(`/api/properties/${fine}/share-links`, {}, { cookie })).json();
    expect(((await t.api.get(`/api/shared/${fineLink.token}`)).json() as SharedView).figuresToCheck).toEqual([]);
  }, 60_000);
});
