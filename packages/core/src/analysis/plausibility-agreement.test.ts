import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyReport } from "../report/property-report";
import { savedProperty } from "../testing/api-fixtures";
import { AS_OF_YEAR, fourplex } from "../testing/buildings";
import { documentPropertyArb } from "../testing/document-totals-arbitraries";
import { propertyFromResponse, toPropertyResponse } from "../wire/property-wire";
import { compareProperties } from "./compare";
import { checkPlausibility, highFindings } from "./plausibility";
import { figuresToCheckLines } from "./plausibility-summary";

const noAnalyses = { performa: null, summary: null, neighborhood: null, comps: null };

/**
 * Every surface shows the guard's one set of findings for a property read from documents: /compare lists them and
 * ranks a property with a high one last, saying why; the PDF report lists them, in the lines the CSV exports and a
 * shared deal carry (figuresToCheckLines; the server's exports and shared view tests hold their files and answers to
 * it); the property as the API answers it (what Financials reads) gives the same findings as the server's own.
 * (Financials and the review agree in apps/web's deal-agreement and review-plausibility tests.)
 */
describe("the surfaces agree on the plausibility findings", () => {
  it("for random properties read from documents, with printed totals right, off, or confirmed", () => {
    fc.assert(
      fc.property(documentPropertyArb, (facts) => {
        const property = savedProperty(facts, { id: "docs", documentTotals: facts.documentTotals });
        const clean = { ...fourplex(), id: "clean", nickname: "Clean", address: "1 Clean St" };
        const findings = checkPlausibility(property);

        const compared = compareProperties([property, clean], {}, { asOfYear: AS_OF_YEAR });
        expect(compared.properties[0]?.plausibility).toEqual(findings);
        const last = compared.ranking[compared.ranking.length - 1];
        if (highFindings(findings).length > 0) {
          expect(last?.property_id).toBe("docs");
          // A property without a price or rents is listed last for that reason first.
          const why = last?.reasons[0] ?? "";
          if (!why.startsWith("Not enough data to rank")) {
            expect(why).toContain("Its figures look wrong");
            expect(why).toContain(highFindings(findings)[0]?.message);
          }
        }

        const report = propertyReport({ property, analyses: noAnalyses, generatedAt: new Date("2026-11-27") });
        const listed = report.sections.find((s) => s.id === "plausibility")?.blocks.find((b) => b.kind === "list");
        expect(listed?.kind === "list" ? listed.items : []).toEqual(
          findings.map((f) => `${f.severity === "high" ? "High" : "Medium"}: ${f.message}`),
        );
        expect(figuresToCheckLines(property)).toEqual(listed?.kind === "list" ? listed.items : []);

        // Through the wire (units with their source file, the printed totals): the same findings on the other side.
        const answered = JSON.parse(JSON.stringify(toPropertyResponse(property, null)));
        expect(checkPlausibility(propertyFromResponse(answered))).toEqual(findings);
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});
