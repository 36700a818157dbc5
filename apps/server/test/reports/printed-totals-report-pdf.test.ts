import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";
import { hasPoppler, pdfText } from "./poppler";

/**
 * The PDF report of a property whose expense lines (read from an OM) miss the total the OM prints: it lists the
 * guard's finding first, with the total, both figures, the file and the page, as Financials and /compare do.
 */
describe.skipIf(!hasPoppler)("the report of a property whose lines miss the printed totals", () => {
  const t = useTestApp();

  it("lists the finding, and no longer once the user confirms the lines", async () => {
    const { cookie } = await registerUser(t.api);
    const base = fourplex();
    // The fixture's expenses are $2,100 a month ($25,200 a year); the OM prints $40,000.
    const expenses = (base.expenses ?? []).map((line) => ({
      ...line,
      source: "document" as const,
      sourceFile: "om.pdf",
      sourcePage: 4,
    }));
    const documentTotals = [{ total: "total_expenses_annual", value: 40_000, file: "om.pdf", page: 4 }];
    const created = await t.api.post("/api/properties", { ...base, expenses, documentTotals }, { cookie });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const text = await pdfText((await t.api.get(`/api/properties/${id}/report.pdf`, { cookie })).rawPayload);
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Figures to check");
    expect(flat).toContain("These figures look wrong");
    expect(flat).toContain("total expenses of $40,000 a year (om.pdf, p. 4)");
    expect(flat).toContain("give $25,200 a year (37% less)");

    const confirmed = [{ ...documentTotals[0], confirmed: true }];
    expect((await t.api.patch(`/api/properties/${id}`, { documentTotals: confirmed }, { cookie })).statusCode).toBe(
      200,
    );
    const after = await pdfText((await t.api.get(`/api/properties/${id}/report.pdf`, { cookie })).rawPayload);
    expect(after).not.toContain("Figures to check");
  });
});
