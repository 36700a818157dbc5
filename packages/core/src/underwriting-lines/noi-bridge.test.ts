import { describe, expect, it } from "vitest";
import { dealOfProperty } from "../analysis/deal-input";
import type { DocumentLine } from "../contracts/document-lines";
import { expense, fourplex } from "../testing/buildings";
import { accountOf, isTotalLabel } from "./chart-of-accounts";
import { noiBridge } from "./noi-bridge";

const line = (label: string, kind: DocumentLine["kind"], broker: number | null, t12: number | null = null) =>
  ({
    label,
    kind,
    category: null,
    t12Cents: t12 === null ? null : t12 * 100,
    t12SourceFile: null,
    t12SourcePage: null,
    brokerCents: broker === null ? null : broker * 100,
    brokerSourceFile: null,
    brokerSourcePage: null,
  }) satisfies DocumentLine;

describe("the chart of accounts", () => {
  it.each([
    ["Gross Potential Rent", "rent", "gross_potential_rent"],
    ["Potential Gross Income", "income", "gross_potential_rent"],
    ["Loss to Lease", "income", "loss_to_lease"],
    ["Vacancy & Credit Loss", "expense", "vacancy"],
    ["Concessions", "income", "concessions"],
    ["Bad Debt", "income", "bad_debt"],
    ["Laundry", "income", "other_income"],
    ["Real Estate Taxes", "expense", "taxes"],
    ["Water/Sewer", "expense", "utilities"],
    ["Make Ready", "expense", "turnover"],
    ["On-Site Payroll", "expense", "payroll"],
    ["Management Fee", "expense", "management"],
    ["Legal & Accounting", "expense", "administration"],
    ["Advertising", "expense", "marketing"],
    ["Landscaping", "expense", "contract_services"],
    ["Replacement Reserves", "expense", "reserves"],
    ["Repairs & Maintenance", "expense", "repairs_maintenance"],
    ["Miscellaneous", "expense", "other_expense"],
  ] as const)("%s (%s) is %s", (label, kind, account) => {
    expect(accountOf(label, kind, null)).toBe(account);
  });

  it("knows a total from a line", () => {
    for (const total of ["Total Expenses", "Net Operating Income", "Effective Gross Income", "Subtotal", "NOI"])
      expect(isTotalLabel(total)).toBe(true);
    for (const item of ["Taxes", "Totalizer Maintenance", "Gross Potential Rent"])
      expect(isTotalLabel(item)).toBe(false);
  });
});

describe("the NOI bridge: from the broker's NOI to yours, one account a step", () => {
  const documents = [
    line("Gross Potential Rent", "rent", 6_600),
    line("Vacancy", "income", -132),
    line("Laundry", "income", 100),
    line("Real Estate Taxes", "expense", 560),
    line("Insurance", "expense", 250),
    line("Total Expenses", "expense", 810),
    line("Net Operating Income", "income", 5_758),
  ];
  const property = fourplex({
    expenses: [
      { ...expense("Taxes", 950, "Property taxes"), reason: "Reassessed at the price" },
      expense("Insurance", 250),
      expense("Management", 350),
    ],
  });

  it("starts at the broker's NOI (totals not counted twice) and ends at the deal model's", () => {
    const bridge = noiBridge(documents, property);
    // $6,600 - $132 + $100 - $560 - $250 = $5,758, the NOI the broker prints.
    expect(bridge?.startCents).toBe(575_800);
    expect(bridge?.endCents).toBe(Math.round(dealOfProperty(property).monthly.noi * 100));
    const walked = (bridge?.steps ?? []).reduce((total, step) => total + step.changeCents, bridge?.startCents ?? 0);
    expect(walked).toBe(bridge?.endCents);
  });

  it("names each account that differs, its effect on the NOI and your reason", () => {
    const steps = noiBridge(documents, property)?.steps ?? [];
    expect(steps.map((s) => [s.label, s.changeCents, s.reason])).toEqual([
      ["Gross potential rent", -60_000, null],
      ["Vacancy", 13_200 - 30_500, null],
      ["Taxes", -(95_000 - 56_000), "Reassessed at the price"],
      ["Management", -35_000, null],
    ]);
  });

  it("walks from the T-12 when the broker prints no figures, and is absent without documents", () => {
    expect(noiBridge([line("Taxes", "expense", null, 500)], property)?.from).toBe("t12");
    expect(noiBridge(null, property)).toBeNull();
  });
});
