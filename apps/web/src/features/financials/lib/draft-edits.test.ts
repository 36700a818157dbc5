import { describe, expect, it } from "vitest";
import { DEFAULT_IRR_ASSUMPTIONS } from "@plexwise/core/finance";
import { dealInputOf } from "./deal-input";
import { draftFromProperty, incomeRowLabel } from "./draft";
import { applyEdit, fieldsOf, patchOf, switchDownPaymentMode, type DraftEdit } from "./draft-edits";
import { savedFourplex } from "./draft.fixture";

const apply = (edits: DraftEdit[], draft = draftFromProperty(savedFourplex())) => edits.reduce(applyEdit, draft);

describe("the Financials draft", () => {
  it("labels rent rows Unit #1, #2... in order, with the unit's own number beside it when it says more", () => {
    const base = savedFourplex();
    const [first] = base.units;
    if (!first) throw new Error("the fixture has units");
    const numbers = ["Unit 1", "506-1", "3", "Unit #9", ""];
    const draft = draftFromProperty({ ...base, units: numbers.map((unitNumber) => ({ ...first, unitNumber })) });
    const units = draft.income.filter((row) => row.kind === "unit");
    expect(units.map((row) => incomeRowLabel(row, draft.income))).toEqual([
      "Unit #1",
      "Unit #2 - 506-1",
      "Unit #3",
      "Unit #4 - 9",
      "Unit #5",
    ]);
  });

  it("starts from the saved property: units then other income, the five default expenses, default IRR assumptions", () => {
    const draft = draftFromProperty(savedFourplex());
    expect(draft.income.map((row) => incomeRowLabel(row, draft.income))).toEqual([
      "Unit #1",
      "Unit #2 - 2B",
      "Unit #3 - Garden",
      "Unit #4",
      "Laundry",
    ]);
    expect(draft.expenses.map((row) => row.item.label)).toEqual([
      "Taxes",
      "Insurance",
      "Management",
      "Maintenance",
      "Utilities",
    ]);
    expect(draft.expenses.every((row) => row.item.amountMonthlyCents === 0)).toBe(true);
    expect(draft.defaultExpenses).toBe(true);
    expect(draft.irr).toEqual(DEFAULT_IRR_ASSUMPTIONS);
    expect(draft.downPayment).toEqual({ mode: "pct", value: 0 });
  });

  it("uses the saved down payment percent before the amount (SPEC: pct takes priority)", () => {
    expect(draftFromProperty(savedFourplex({ downPaymentPct: 20, downPaymentAmt: 1 })).downPayment).toEqual({
      mode: "pct",
      value: 20,
    });
    expect(draftFromProperty(savedFourplex({ downPaymentAmt: 150_000 })).downPayment).toEqual({
      mode: "amt",
      value: 150_000,
    });
  });

  it("gives the engine dollars: a vacant unit counts 0, cents become dollars", () => {
    const input = dealInputOf(draftFromProperty(savedFourplex({ vacancyPct: 5 })));
    expect(input.incomeMonthly).toEqual([1_500, 1_500, 1_500, 0, 100]);
    expect(input).toMatchObject({
      price: 800_000,
      unitCount: 4,
      squareFeet: 3_600,
      vacancyPct: 5,
      cashPurchase: true,
      holdYears: 10,
    });
  });

  it("adds 'New Income' as other income and 'New Expense' in Other, both at 0, and saves them", () => {
    const draft = apply([
      { type: "rowAdd", list: "income" },
      { type: "rowAdd", list: "expenses" },
    ]);
    const patch = patchOf(draft, [
      ...fieldsOf({ type: "rowAdd", list: "income" }),
      ...fieldsOf({ type: "rowAdd", list: "expenses" }),
    ]);
    expect(patch.otherIncome?.at(-1)).toMatchObject({ label: "New Income", amountMonthlyCents: 0, source: "manual" });
    expect(patch.units).toHaveLength(4);
    expect(patch.expenses?.at(-1)).toMatchObject({ label: "New Expense", category: "Other", amountMonthlyCents: 0 });
    expect(patch.expenses).toHaveLength(6);
  });

  it("renames, prices, moves and deletes rows; a unit's rename sets its unit number", () => {
    const start = draftFromProperty(savedFourplex());
    const [u1, u2, , , laundry] = start.income;
    const [taxes, insurance, management] = start.expenses;
    if (!u1 || !u2 || !laundry || !taxes || !insurance || !management) throw new Error("fixture changed");
    const draft = apply(
      [
        { type: "rowAmount", list: "income", id: u1.id, cents: 160_000 },
        { type: "rowLabel", list: "income", id: u2.id, label: "Apt 2" },
        { type: "rowLabel", list: "income", id: laundry.id, label: "Coin laundry" },
        { type: "rowMove", list: "expenses", id: management.id, toId: taxes.id },
        { type: "rowDelete", list: "expenses", id: insurance.id },
        { type: "rowAmount", list: "expenses", id: taxes.id, cents: 90_000 },
      ],
      start,
    );
    const patch = patchOf(draft, ["units", "otherIncome", "expenses"]);
    expect(patch.units?.[0]?.monthlyRentCents).toBe(160_000);
    expect(patch.units?.[1]?.unitNumber).toBe("Apt 2");
    expect(patch.otherIncome?.[0]?.label).toBe("Coin laundry");
    expect(patch.expenses?.map((e) => [e.label, e.amountMonthlyCents])).toEqual([
      ["Management", 0],
      ["Taxes", 90_000],
      ["Maintenance", 0],
      ["Utilities", 0],
    ]);
  });

  it("saves the chosen down payment form and clears the other", () => {
    const pct = apply([{ type: "downPayment", value: { mode: "pct", value: 25 } }]);
    expect(patchOf(pct, fieldsOf({ type: "downPayment", value: pct.downPayment }))).toEqual({
      downPaymentPct: 25,
      downPaymentAmt: null,
    });
    const amt = apply([{ type: "downPayment", value: { mode: "amt", value: 200_000.4 } }]);
    expect(patchOf(amt, ["downPaymentAmt"])).toEqual({ downPaymentPct: null, downPaymentAmt: 200_000 });
  });

  it("converts the down payment when the mode switches (SPEC section 4)", () => {
    expect(switchDownPaymentMode({ mode: "pct", value: 25 }, 800_000)).toEqual({ mode: "amt", value: 200_000 });
    expect(switchDownPaymentMode({ mode: "amt", value: 200_000 }, 800_000)).toEqual({ mode: "pct", value: 25 });
    expect(switchDownPaymentMode({ mode: "amt", value: 100_000 }, 300_000)).toEqual({ mode: "pct", value: 33.33 });
    expect(switchDownPaymentMode({ mode: "amt", value: 100_000 }, 0)).toEqual({ mode: "pct", value: 0 });
  });

  it("clears a financing term with null and keeps price-like fields at 0 when emptied", () => {
    const draft = apply([
      { type: "set", field: "interestRatePct", value: 6.5 },
      { type: "set", field: "interestRatePct", value: null },
      { type: "set", field: "price", value: null },
    ]);
    expect(patchOf(draft, ["interestRatePct", "price"])).toEqual({ interestRatePct: null, price: 0 });
  });
});
