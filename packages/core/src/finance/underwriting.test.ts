import { describe, expect, it } from "vitest";
import { analyzeDeal, type DealInput, type LoanInput } from "./analyze-deal";
import { npv } from "./cash-flows";
import { exampleDeal } from "./deal.fixture";

/** An independent loan: month by month, interest on the balance, the rest of the payment repays it. */
function loanByMonths(amount: number, ratePct: number, amortYears: number, ioMonths: number, months: number) {
  const r = ratePct / 100 / 12;
  const n = amortYears * 12;
  const payment = n === 0 ? 0 : r === 0 ? amount / n : (amount * r) / (1 - (1 + r) ** -n);
  let balance = amount;
  const paid: number[] = [];
  const balances: number[] = [];
  for (let m = 1; m <= months; m++) {
    const interest = balance * r;
    const due = m <= ioMonths || n === 0 ? interest : balance > 1e-9 ? Math.min(payment, balance + interest) : 0;
    balance = Math.max(0, balance + interest - due);
    paid.push(due);
    balances.push(balance);
  }
  const year = (y: number) => paid.slice((y - 1) * 12, y * 12).reduce((a, b) => a + b, 0);
  return { payment, year, balanceAfter: (m: number) => (m === 0 ? amount : balances[m - 1]!) };
}

/** An independent IRR: bisection of npv between -99% and +1000%. */
function bisectIrr(flows: readonly number[]): number {
  let lo = -0.99;
  let hi = 10;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (npv(mid, flows) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const income = 14_440; // 15,200 less 5% vacancy
const expenses = 2_950;

describe("analyzeDeal with loans", () => {
  it("one loan of 75% at 6.5% over 30 years is exactly the deal of the down payment fields", () => {
    const legacy = analyzeDeal(exampleDeal);
    const loans: LoanInput[] = [{ amountPct: 75, ratePct: 6.5, amortYears: 30 }];
    const deal = analyzeDeal({ ...exampleDeal, loans });
    expect(deal.metrics.irrPct).toBeCloseTo(legacy.metrics.irrPct!, 9);
    expect(deal.metrics.totalCashIn).toBe(280_000);
    expect(deal.monthly.debtService).toBeCloseTo(4740.510176197228, 8);
    deal.projection.forEach((row, i) => {
      expect(row.loanBalance).toBeCloseTo(legacy.projection[i]!.loanBalance, 6);
      expect(row.debtServiceByLoan).toEqual([expect.closeTo(12 * 4740.510176197228, 6)]);
    });
  });

  const threeLoans: LoanInput[] = [
    {
      label: "First mortgage",
      amountPct: 65,
      ratePct: 6.5,
      amortYears: 30,
      interestOnlyMonths: 18,
      pointsPct: 1,
      lenderFees: 5_000,
    },
    { label: "Seller carry", amount: 100_000, ratePct: 5, amortYears: 0 },
    { label: "Equipment", amount: 50_000, ratePct: 0, amortYears: 5 },
  ];
  const deal = analyzeDeal({ ...exampleDeal, loans: threeLoans, holdYears: 7 });
  const first = loanByMonths(650_000, 6.5, 30, 18, 84);
  const seller = loanByMonths(100_000, 5, 0, 0, 84);
  const equipment = loanByMonths(50_000, 0, 5, 0, 84);

  it("cash in: the price less the loans, 3% closing costs, 1 point and the lender fees", () => {
    // 1,000,000 - 800,000 + 30,000 + 6,500 + 5,000
    expect(deal.metrics.totalCashIn).toBe(241_500);
    expect(deal.closing).toEqual({ closingCosts: 30_000, loanCosts: 11_500 });
    expect(deal.metrics.ltvPct).toBe(80);
    expect(deal.loan).toMatchObject({ downPayment: 200_000, amount: 800_000 });
  });

  it("debt service and balances per loan follow a month-by-month loop (interest only, then amortising)", () => {
    // Interest only: 650,000 x 6.5% / 12 = 3,520.83 a month; from month 19 PMT(6.5%/12, 360, -650000) = 4,108.44.
    expect(first.payment).toBeCloseTo(4108.44, 2);
    expect(deal.loans[0]).toMatchObject({ interestOnlyPayment: expect.closeTo(3520.83, 2) as number });
    expect(deal.loans[0]!.amortizingPayment).toBeCloseTo(4108.44, 2);
    for (const row of deal.projection) {
      const y = row.year;
      expect(row.debtServiceByLoan[0]).toBeCloseTo(first.year(y), 6);
      expect(row.debtServiceByLoan[1]).toBeCloseTo(seller.year(y), 6);
      expect(row.debtServiceByLoan[2]).toBeCloseTo(equipment.year(y), 6);
      expect(row.loanBalances[0]).toBeCloseTo(first.balanceAfter(12 * y), 5);
      expect(row.loanBalances[1]).toBe(100_000);
      expect(row.loanBalances[2]).toBeCloseTo(equipment.balanceAfter(12 * y), 6);
      expect(row.debtService).toBeCloseTo(first.year(y) + seller.year(y) + equipment.year(y), 6);
      expect(row.dscr).toBeCloseTo(row.noi / row.debtService, 10);
    }
    // Year 2: 6 interest-only months and 6 amortising ones; the 0% loan repays 10,000 a year, gone after year 5.
    expect(deal.projection[1]!.debtServiceByLoan[0]).toBeCloseTo(6 * ((650_000 * 0.065) / 12) + 6 * first.payment, 6);
    expect(deal.projection[5]!.debtServiceByLoan[2]).toBe(0);
    expect(deal.projection[0]!.debtYieldPct).toBeCloseTo((deal.projection[0]!.noi / 800_000) * 100, 10);
    expect(deal.projection[1]!.debtYieldPct).toBeCloseTo(
      (deal.projection[1]!.noi / deal.projection[0]!.loanBalance) * 100,
      10,
    );
  });

  it("the sale repays every loan; the levered IRR is that of the flows, checked by bisection", () => {
    const payoff = first.balanceAfter(84) + 100_000 + 0;
    expect(deal.sale.loanPayoff).toBeCloseTo(payoff, 5);
    expect(deal.metrics.irrPct! / 100).toBeCloseTo(bisectIrr(deal.cashFlows), 9);
    expect(deal.cashFlows[0]).toBe(-241_500);
  });

  it("closing costs are editable; 3% stays the default", () => {
    expect(analyzeDeal({ ...exampleDeal, closingCostsPct: 1.5 }).metrics.totalCashIn).toBe(265_000);
    expect(analyzeDeal({ ...exampleDeal, closingCostsPct: null }).metrics.totalCashIn).toBe(280_000);
  });

  it("borrowing beyond the price is cut at the price, the last loans first; a cash purchase borrows nothing", () => {
    const over = analyzeDeal({
      ...exampleDeal,
      loans: [
        { amountPct: 90, ratePct: 6, amortYears: 30 },
        { amount: 200_000, ratePct: 5 },
      ],
    });
    expect(over.loans.map((l) => l.amount)).toEqual([900_000, 100_000]);
    const cash = analyzeDeal({ ...exampleDeal, cashPurchase: true, loans: threeLoans });
    expect(cash.loan).toBeNull();
    expect(cash.metrics.totalCashIn).toBe(1_030_000);
  });
});

describe("analyzeDeal: unlevered", () => {
  it("a cash purchase's unlevered IRR and multiple are its levered ones", () => {
    const deal = analyzeDeal({ ...exampleDeal, cashPurchase: true });
    expect(deal.metrics.unleveredIrrPct).toBeCloseTo(deal.metrics.irrPct!, 10);
    expect(deal.metrics.unleveredEquityMultiple).toBeCloseTo(deal.metrics.equityMultiple!, 10);
  });
  it("the financed example: price + closing in, NOI out, the sale before the payoff", () => {
    const deal = analyzeDeal(exampleDeal);
    const flows = [
      -1_030_000,
      ...Array.from({ length: 10 }, (_, i) => 12 * income * 1.03 ** i - 12 * expenses * 1.02 ** i),
    ];
    flows[10]! += deal.sale.price * 0.94;
    expect(deal.unleveredCashFlows.map((f) => Math.round(f * 1e4) / 1e4)).toEqual(
      flows.map((f) => Math.round(f * 1e4) / 1e4),
    );
    expect(deal.metrics.unleveredIrrPct! / 100).toBeCloseTo(bisectIrr(flows), 9);
    const total = flows.slice(1).reduce((a, b) => a + b, 0);
    expect(deal.metrics.unleveredEquityMultiple).toBeCloseTo(total / 1_030_000, 10);
  });
});

describe("analyzeDeal: refinance", () => {
  const base: DealInput = { ...exampleDeal, loans: [{ amountPct: 75, ratePct: 6.5, amortYears: 30 }] };
  const deal = analyzeDeal({ ...base, refinance: { year: 5, ltvPct: 75, ratePct: 5.5, amortYears: 30, costsPct: 2 } });
  const year6Noi = 12 * income * 1.03 ** 5 - 12 * expenses * 1.02 ** 5;
  const amount = (0.75 * year6Noi) / 0.065;
  const old = loanByMonths(750_000, 6.5, 30, 0, 60);
  const refi = loanByMonths(amount, 5.5, 30, 0, 60);

  it("at the end of year 5: 75% of year-6 NOI / 6.5%, repays the first loan, pays 2%, and the rest is cash-out", () => {
    const cashOut = amount - old.balanceAfter(60) - 0.02 * amount;
    expect(deal.projection[4]!.refinanceCashOut).toBeCloseTo(cashOut, 5);
    expect(deal.projection.filter((y) => y.refinanceCashOut !== 0)).toHaveLength(1);
    expect(deal.cashFlows[5]).toBeCloseTo(deal.projection[4]!.cashFlow + cashOut, 5);
    expect(deal.loans[1]).toMatchObject({
      label: "Refinance",
      startYear: 5,
      amount: expect.closeTo(amount, 5) as number,
    });
  });

  it("after it the new loan's payments and balances; the sale repays the new loan", () => {
    expect(deal.projection[4]!.loanBalances).toEqual([0, expect.closeTo(amount, 5)]);
    expect(deal.projection[4]!.debtServiceByLoan[1]).toBe(0);
    for (const y of [6, 7, 8, 9, 10]) {
      const row = deal.projection[y - 1]!;
      expect(row.debtServiceByLoan).toEqual([0, expect.closeTo(refi.year(y - 5), 6)]);
      expect(row.loanBalances[1]).toBeCloseTo(refi.balanceAfter(12 * (y - 5)), 5);
    }
    expect(deal.sale.loanPayoff).toBeCloseTo(refi.balanceAfter(60), 5);
    expect(deal.metrics.irrPct! / 100).toBeCloseTo(bisectIrr(deal.cashFlows), 9);
  });

  it("is ignored in or after the last year of the hold", () => {
    const late = analyzeDeal({
      ...base,
      refinance: { year: 10, ltvPct: 75, ratePct: 5.5, amortYears: 30, costsPct: 2 },
    });
    expect(late.metrics.irrPct).toBeCloseTo(analyzeDeal(base).metrics.irrPct!, 10);
    expect(late.loans).toHaveLength(1);
  });
});

describe("analyzeDeal: value-add plan", () => {
  const deal = analyzeDeal({
    ...exampleDeal,
    rentMonthly: 15_000,
    valueAdd: {
      unitTypes: [
        { label: "1BR", units: 6, budgetPerUnit: 10_000, rentPremiumMonthly: 200, downtimeMonths: 1 },
        { label: "2BR", units: 4, budgetPerUnit: 15_000, rentPremiumMonthly: 300, downtimeMonths: 2 },
      ],
      commonAreaBudget: 20_000,
      unitsPerYear: 4,
    },
  });
  const plain = analyzeDeal(exampleDeal);
  const rows = deal.projection;

  it("year 1: common areas + four 1BR units (60,000); 4 unit-months of $1,500 rent lost, less vacancy (5,700)", () => {
    expect(rows[0]).toMatchObject({ capex: 60_000, unitsRenovated: 4 });
    expect(rows[0]!.downtime).toBeCloseTo(5_700, 8);
    expect(rows[0]!.noi).toBeCloseTo(plain.projection[0]!.noi - 5_700, 6);
    expect(rows[0]!.cashFlow).toBeCloseTo(plain.projection[0]!.cashFlow - 5_700 - 60_000, 6);
  });

  it("year 2: two 1BR + two 2BR (50,000), 6 unit-months down (8,806.50), year-1 units earn 800/month grown 3% (9,888)", () => {
    expect(rows[1]).toMatchObject({ capex: 50_000, unitsRenovated: 4 });
    expect(rows[1]!.downtime).toBeCloseTo(8_806.5, 8);
    expect(rows[1]!.grossIncome - plain.projection[1]!.income / 0.95).toBeCloseTo(9_888, 6);
    expect(rows[1]!.vacancy).toBeCloseTo((12 * 15_200 * 1.03 + 9_888) * 0.05, 6);
    expect(rows[1]!.noi).toBeCloseTo(plain.projection[1]!.noi + 9_888 * 0.95 - 8_806.5, 6);
  });

  it("year 3: the last two 2BR (30,000); from year 4 every unit earns its premium (2,400/month) and nothing is spent", () => {
    expect(rows[2]).toMatchObject({ capex: 30_000, unitsRenovated: 2 });
    expect(rows[2]!.downtime).toBeCloseTo(4 * 1_500 * 1.03 ** 2 * 0.95, 8);
    for (const row of rows.slice(3)) {
      expect(row.capex).toBe(0);
      const premium = 12 * 2_400 * 1.03 ** (row.year - 1);
      expect(row.noi).toBeCloseTo(plain.projection[row.year - 1]!.noi + premium * 0.95, 6);
    }
  });

  it("the sale prices the renovated NOI; the IRRs follow the plan", () => {
    expect(deal.sale.price).toBeCloseTo(rows[9]!.noi / 0.065, 4);
    expect(deal.metrics.irrPct! / 100).toBeCloseTo(bisectIrr(deal.cashFlows), 9);
    expect(deal.unleveredCashFlows[1]).toBeCloseTo(rows[0]!.noi - 60_000, 6);
    expect(deal.metrics.unleveredIrrPct! / 100).toBeCloseTo(bisectIrr(deal.unleveredCashFlows), 9);
  });
});
