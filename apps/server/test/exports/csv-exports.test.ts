import { dealOfProperty, FIGURES_TO_CHECK_TITLE, figuresToCheckLines, roundTo } from "@plexwise/core/analysis";
import {
  monthlyTotals,
  rentInPlaceCents,
  type Property,
  type PropertyResponse,
  type PropertySummary,
} from "@plexwise/core";
import { fourplex, propertyFactsArb } from "@plexwise/core/testing";
import { propertyFromResponse, toSpecPayload } from "@plexwise/core/wire";
import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

type Row = Record<string, string>;
const parse = (csv: string): Row[] => {
  const parsed = Papa.parse<Row>(csv, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};
/**
 * A property's table and the figures to check below it (a blank row, the title, one finding a row in the first
 * column): the lines the report lists for the same property.
 */
function split(rows: Row[], first: string): { table: Row[]; figures: string[] } {
  const at = rows.findIndex((r) => r[first] === FIGURES_TO_CHECK_TITLE);
  if (at < 0) return { table: rows, figures: [] };
  expect(Object.values(rows[at - 1] ?? {}).every((c) => c === "")).toBe(true);
  return { table: rows.slice(0, at - 1), figures: rows.slice(at + 1).map((r) => r[first] ?? "") };
}
/** A CSV cell as written: a number of dollars, or "" for none. */
const dollarsCell = (cents: number | null) => (cents === null ? "" : String(cents / 100));
const numberCell = (value: number | null) => (value === null ? "" : String(value));

/** A document-sourced line whose label a spreadsheet would run as a formula. */
const hostileLine = {
  label: '=HYPERLINK("http://x.example")',
  amountMonthlyCents: 12_345,
  source: "document" as const,
  sourceFile: "T12 2025.pdf",
  sourcePage: 3,
  category: "Utilities" as const,
};

describe("CSV exports of a property and of My Properties", () => {
  const t = useTestApp();

  async function create(cookie: string, facts: Parameters<typeof toSpecPayload>[0]) {
    const created = await t.api.post("/api/properties", toSpecPayload(facts), { cookie });
    expect(created.statusCode, created.body).toBe(201);
    const answer = (await t.api.get(`/api/properties/${created.json().id}`, { cookie })).json() as PropertyResponse;
    return { ...propertyFromResponse(answer), id: answer.id } as Property;
  }

  it("the rent roll and the lines are the property's, with the deal model's totals, for random properties", async () => {
    const { cookie } = await registerUser(t.api);
    await fc.assert(
      fc.asyncProperty(propertyFactsArb, async (facts) => {
        const property = await create(cookie, {
          address: "1 Test St",
          ...facts,
          expenses: [...facts.expenses, hostileLine],
        });

        const rentRoll = await t.api.get(`/api/properties/${property.id}/rent-roll.csv`, { cookie });
        expect(rentRoll.statusCode).toBe(200);
        expect(rentRoll.headers["content-type"]).toBe("text/csv; charset=utf-8");
        expect(rentRoll.headers["content-disposition"]).toBe('attachment; filename="1-test-st-rent-roll.csv"');
        const { table: units, figures } = split(parse(rentRoll.body), "Unit");
        expect(figures).toEqual(figuresToCheckLines(property));
        expect(units).toHaveLength(property.units.length + 1);
        property.units.forEach((u, i) => {
          const row = units[i];
          expect(row?.Unit).toBe(u.unitNumber);
          expect(row?.Vacant).toBe(u.vacant ? "Yes" : "No");
          expect(row?.["Rent in place (monthly)"]).toBe(dollarsCell(rentInPlaceCents(u)));
          expect(row?.["Rent (monthly)"]).toBe(dollarsCell(u.monthlyRentCents));
          expect(row?.["Market rent (monthly)"]).toBe(dollarsCell(u.marketRentCents));
          expect(row?.Beds).toBe(numberCell(u.beds));
          expect(row?.["Sq Ft"]).toBe(numberCell(u.sqft));
        });
        const totals = monthlyTotals(property.units, property.otherIncome, property.expenses);
        expect(units.at(-1)?.["Rent in place (monthly)"]).toBe(dollarsCell(totals.rentMonthlyCents));

        const linesAnswer = await t.api.get(`/api/properties/${property.id}/lines.csv`, { cookie });
        expect(linesAnswer.statusCode).toBe(200);
        expect(linesAnswer.headers["content-disposition"]).toBe('attachment; filename="1-test-st-income-expenses.csv"');
        const { table: lines, figures: lineFigures } = split(parse(linesAnswer.body), "Kind");
        expect(lineFigures).toEqual(figuresToCheckLines(property));
        const income = lines.filter((l) => l.Kind === "Income");
        expect(income.map((l) => l.Label)).toEqual([
          "Rent in place (rent roll)",
          ...property.otherIncome.map((i) => i.label),
        ]);
        expect(income[0]?.Monthly).toBe(dollarsCell(totals.rentMonthlyCents));
        const expenses = lines.filter((l) => l.Kind === "Expense");
        expect(expenses).toEqual(
          property.expenses.map((e) => ({
            Kind: "Expense",
            Category: e.category,
            // The formula guard: a label starting with = is written with a leading '.
            Label: e.label.startsWith("=") ? `'${e.label}` : e.label,
            Monthly: dollarsCell(e.amountMonthlyCents),
            Annual: e.amountMonthlyCents === null ? "" : dollarsCell(e.amountMonthlyCents * 12),
            Source: e.source,
            "Source document": e.sourceFile ?? "",
            "Source page": numberCell(e.sourcePage),
          })),
        );
        const { monthly } = dealOfProperty(property);
        const total = (label: string) =>
          Number(lines.find((l) => l.Kind === "Total" && (l.Label ?? "").startsWith(label))?.Monthly);
        expect(total("Gross income")).toBe(roundTo(monthly.grossIncome, 2));
        expect(total("Effective income")).toBe(roundTo(monthly.income, 2));
        expect(total("Expenses")).toBe(roundTo(monthly.expenses, 2));
        expect(total("Net operating income")).toBe(roundTo(monthly.noi, 2));
        expect(total("Debt service")).toBe(roundTo(monthly.debtService, 2));
        expect(total("Cash flow")).toBe(roundTo(monthly.cashFlow, 2));
        await t.api.delete(`/api/properties/${property.id}`, { cookie });
      }),
      { numRuns: 5 },
    );
  }, 120_000);

  it("My Properties has the list's rows and figures, in the list's order", async () => {
    const { cookie } = await registerUser(t.api);
    await create(cookie, { address: "12 Oak Ave", nickname: "+Oak", ...fourplex() });
    await create(cookie, { address: "9 Pine Rd", ...fourplex({ price: 0, cashPurchase: true }) });
    const list = (await t.api.get("/api/properties", { cookie })).json() as PropertySummary[];

    const answer = await t.api.get("/api/properties.csv", { cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe('attachment; filename="my-properties.csv"');
    const rows = parse(answer.body);
    expect(rows.map((r) => r.Address)).toEqual(list.map((p) => p.address));
    list.forEach((p, i) => {
      const row = rows[i];
      expect(row?.Nickname).toBe(p.nickname?.startsWith("+") ? `'${p.nickname}` : (p.nickname ?? ""));
      expect(row?.Price).toBe(String(p.price));
      expect(row?.Units).toBe(String(p.unitCount));
      expect(row?.["Cap rate %"]).toBe(p.capRatePct === null ? "" : String(roundTo(p.capRatePct, 2)));
    });
    // The fourplex's cap rate is the deal model's (6.00% before vacancy, the model's figure with it); no price: none.
    expect(rows[0]?.["Cap rate %"]).toBe(String(roundTo(dealOfProperty(fourplex()).metrics.capRatePct ?? NaN, 2)));
    expect(rows[1]?.["Cap rate %"]).toBe("");
  });

  it("another user's property answers 404, signed out 401, and the list holds only the user's own", async () => {
    const alice = await registerUser(t.api);
    const bob = await registerUser(t.api);
    const property = await create(alice.cookie, { address: "5 Private Ln", ...fourplex() });
    for (const path of ["rent-roll.csv", "lines.csv"]) {
      const url = `/api/properties/${property.id}/${path}`;
      const stolen = await t.api.get(url, { cookie: bob.cookie });
      expect(stolen.statusCode, url).toBe(404);
      expect(stolen.json().message).toBe("Property not found.");
      expect((await t.api.get(url)).statusCode).toBe(401);
      expect((await t.api.get(`/api/properties/not-a-uuid/${path}`, { cookie: alice.cookie })).statusCode).toBe(404);
    }
    expect(parse((await t.api.get("/api/properties.csv", { cookie: bob.cookie })).body)).toEqual([]);
    expect((await t.api.get("/api/properties.csv")).statusCode).toBe(401);
  });
});
