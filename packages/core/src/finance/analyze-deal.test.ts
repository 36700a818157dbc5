import { describe, expect, it } from "vitest";
import {
  analyzeDeal,
  CLOSING_COST_PCT,
  DEFAULT_IRR_ASSUMPTIONS,
  type DealAnalysis,
  type DealInput,
} from "./analyze-deal";
import { npv } from "./cash-flows";
import { exampleDeal as example } from "./deal.fixture";

/** Every number anywhere in the analysis. */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}
const expectAllFinite = (analysis: DealAnalysis) => {
  const numbers = numbersIn(analysis);
  expect(numbers.length).toBeGreaterThan(20);
  for (const n of numbers) expect(Number.isFinite(n)).toBe(true);
};

describe("analyzeDeal: the hand-computed example", () => {
  const deal = analyzeDeal(example);
  // Monthly, by the definitions.
  const grossIncome = 10 * 1_500 + 200; // 15,200
  const vacancy = grossIncome * 0.05; // 760
  const income = grossIncome - vacancy; // 14,440
  const expenses = 1_000 + 300 + 750 + 500 + 400; // 2,950
  const noi = income - expenses; // 11,490
  // Loan: 25% down of $1,000,000 = $250,000; loan $750,000. Payment P r / (1 - (1 + r)^-n) (Excel PMT) with
  // r = 0.065 / 12, n = 360: $4,740.51, the textbook figure for $750k at 6.5%/30y (4740.510176197228 at 40 digits).
  const r = 0.065 / 12;
  const payment = (750_000 * r) / (1 - (1 + r) ** -360);
  const cashFlow = noi - payment; // 6,749.49
  const totalCashIn = 250_000 + 0.03 * 1_000_000; // 280,000

  it("monthly figures", () => {
    expect(payment).toBeCloseTo(4740.510176197228, 8);
    expect(deal.monthly.grossIncome).toBeCloseTo(15_200, 10);
    expect(deal.monthly.vacancy).toBeCloseTo(760, 10);
    expect(deal.monthly.income).toBeCloseTo(14_440, 10);
    expect(deal.monthly.expenses).toBeCloseTo(2_950, 10);
    expect(deal.monthly.noi).toBeCloseTo(11_490, 10);
    expect(deal.monthly.debtService).toBeCloseTo(payment, 8);
    expect(deal.monthly.cashFlow).toBeCloseTo(cashFlow, 8);
    expect(deal.monthly).toEqual({
      grossIncome,
      vacancy,
      income,
      expenses,
      noi,
      debtService: expect.closeTo(payment, 8) as number,
      cashFlow: expect.closeTo(cashFlow, 8) as number,
    });
  });

  it("loan", () => {
    expect(deal.loan).toEqual({
      downPayment: 250_000,
      amount: 750_000,
      monthlyPayment: expect.closeTo(4740.510176197228, 8) as number,
    });
  });

  it("metrics", () => {
    const m = deal.metrics;
    expect(m.pricePerUnit).toBe(100_000); // 1,000,000 / 10
    expect(m.pricePerSqft).toBe(125); // 1,000,000 / 8,000
    expect(m.capRatePct).toBeCloseTo(((noi * 12) / 1_000_000) * 100, 10); // 137,880 / 1,000,000 = 13.788%
    expect(m.capRatePct).toBeCloseTo(13.788, 10);
    expect(m.grm).toBeCloseTo(1_000_000 / (income * 12), 10); // 1,000,000 / 173,280 = 5.7710
    expect(m.oerPct).toBeCloseTo((expenses / income) * 100, 10); // 20.4294%
    expect(m.totalCashIn).toBe(totalCashIn);
    expect(m.cashOnCashPct).toBeCloseTo(((cashFlow * 12) / totalCashIn) * 100, 8); // 80,993.88 / 280,000 = 28.926%
    expect(m.cashOnCashPct).toBeCloseTo(28.92638495915474, 8);
    expect(m.paybackYears).toBeCloseTo(totalCashIn / (cashFlow * 12), 10); // 3.457 years
    expect(m.dscr).toBeCloseTo((noi * 12) / (payment * 12), 10); // 2.4238
    expect(m.dscr).toBeCloseTo(2.423789755307966, 10);
    expect(m.ltvPct).toBe(75); // 750,000 / 1,000,000
  });

  it("projection: income grows 3% and expenses 2% a year from year 1 = today's figures; flat debt service", () => {
    expect(deal.projection).toHaveLength(10);
    deal.projection.forEach((row, i) => {
      const year = i + 1;
      const yearIncome = income * 12 * 1.03 ** (year - 1);
      const yearExpenses = expenses * 12 * 1.02 ** (year - 1);
      // Balance after 12y payments, Excel FV form: P(1+r)^k - pmt((1+r)^k - 1)/r.
      const balance = 750_000 * (1 + r) ** (12 * year) - (payment * ((1 + r) ** (12 * year) - 1)) / r;
      expect(row.year).toBe(year);
      expect(row.income).toBeCloseTo(yearIncome, 6);
      expect(row.expenses).toBeCloseTo(yearExpenses, 6);
      expect(row.noi).toBeCloseTo(yearIncome - yearExpenses, 6);
      expect(row.debtService).toBeCloseTo(payment * 12, 6);
      expect(row.cashFlow).toBeCloseTo(yearIncome - yearExpenses - payment * 12, 6);
      expect(row.loanBalance).toBeCloseTo(balance, 4);
    });
    expect(deal.projection[0]!.cashFlow).toBeCloseTo(80_993.87788563326, 6);
  });

  it("sale at the end of year 10: year-10 NOI / 6.5%, less 6% costs and the loan balance after 120 payments", () => {
    const year10Noi = income * 12 * 1.03 ** 9 - expenses * 12 * 1.02 ** 9;
    const salePrice = year10Noi / 0.065;
    const balance120 = 750_000 * (1 + r) ** 120 - (payment * ((1 + r) ** 120 - 1)) / r;
    expect(deal.sale.price).toBeCloseTo(salePrice, 4);
    expect(deal.sale.price).toBeCloseTo(2_827_458.774841565, 4); // mpmath, 40 digits
    expect(deal.sale.costs).toBeCloseTo(salePrice * 0.06, 4);
    expect(deal.sale.loanPayoff).toBeCloseTo(balance120, 4);
    expect(deal.sale.loanPayoff).toBeCloseTo(635_820.9477226044, 4); // mpmath, 40 digits
    expect(deal.sale.netProceeds).toBeCloseTo(salePrice * 0.94 - balance120, 4);
  });

  it("cash flows, IRR (npv at the IRR is 0) and equity multiple", () => {
    expect(deal.cashFlows).toHaveLength(11);
    expect(deal.cashFlows[0]).toBe(-280_000);
    deal.projection.slice(0, 9).forEach((row, i) => expect(deal.cashFlows[i + 1]).toBe(row.cashFlow));
    expect(deal.cashFlows[10]).toBeCloseTo(deal.projection[9]!.cashFlow + deal.sale.netProceeds, 6);
    expect(deal.cashFlows[10]).toBeCloseTo(2_148_888.9988788, 4); // mpmath
    // IRR of those flows at 40 digits (mpmath polyroots): 0.40988107555050407763.
    expect(deal.metrics.irrPct).toBeCloseTo(40.988107555050405, 6);
    expect(Math.abs(npv(deal.metrics.irrPct! / 100, deal.cashFlows))).toBeLessThan(1e-6);
    const distributions = deal.cashFlows.slice(1).reduce((a, b) => a + b, 0);
    expect(deal.metrics.equityMultiple).toBeCloseTo(distributions / 280_000, 10);
    expect(deal.metrics.equityMultiple).toBeCloseTo(10.89989272566331, 8);
  });

  it("is all finite", () => expectAllFinite(deal));
});

describe("analyzeDeal: financing", () => {
  it("cash purchase: no loan, no debt service, cash in = price + 3% closing, no DSCR/LTV, no loan payoff", () => {
    const deal = analyzeDeal({ ...example, cashPurchase: true });
    expect(deal.loan).toBeNull();
    expect(deal.monthly.debtService).toBe(0);
    expect(deal.monthly.cashFlow).toBeCloseTo(11_490, 10);
    expect(deal.metrics.totalCashIn).toBe(1_030_000);
    expect(deal.metrics.cashOnCashPct).toBeCloseTo(((11_490 * 12) / 1_030_000) * 100, 10);
    expect(deal.metrics.dscr).toBeNull();
    expect(deal.metrics.ltvPct).toBeNull();
    expect(deal.projection.every((row) => row.loanBalance === 0 && row.debtService === 0)).toBe(true);
    expect(deal.sale.loanPayoff).toBe(0);
    expect(Math.abs(npv(deal.metrics.irrPct! / 100, deal.cashFlows))).toBeLessThan(1e-6);
  });

  it("100% financing (0% down): loan = price, cash in = the 3% closing costs only, LTV 100%", () => {
    const deal = analyzeDeal({ ...example, downPaymentPct: 0 });
    expect(deal.loan).toEqual({
      downPayment: 0,
      amount: 1_000_000,
      monthlyPayment: expect.closeTo(6320.680234929637, 7) as number,
    });
    expect(deal.metrics.totalCashIn).toBe(30_000);
    expect(deal.metrics.ltvPct).toBe(100);
  });

  it("uses the down payment amount when no percent is set; the percent wins when both are", () => {
    expect(analyzeDeal({ ...example, downPaymentPct: null, downPaymentAmt: 100_000 }).loan?.amount).toBe(900_000);
    expect(analyzeDeal({ ...example, downPaymentPct: undefined, downPaymentAmt: 100_000 }).loan?.amount).toBe(900_000);
    expect(analyzeDeal({ ...example, downPaymentPct: 20, downPaymentAmt: 100_000 }).loan?.amount).toBe(800_000);
    expect(analyzeDeal({ ...example, downPaymentPct: Number.NaN, downPaymentAmt: 100_000 }).loan?.amount).toBe(900_000);
    // Neither: nothing down.
    expect(analyzeDeal({ ...example, downPaymentPct: null, downPaymentAmt: null }).loan?.amount).toBe(1_000_000);
  });

  it("a down payment of the whole price (or more) leaves no loan; a down payment is never above the price", () => {
    const deal = analyzeDeal({ ...example, downPaymentPct: null, downPaymentAmt: 1_500_000 });
    expect(deal.loan).toBeNull();
    expect(deal.metrics.totalCashIn).toBe(1_030_000);
    expect(deal.metrics.ltvPct).toBe(0);
    expect(analyzeDeal({ ...example, downPaymentPct: 100 }).loan).toBeNull();
  });

  it.each([
    ["no rate", { interestRatePct: null }],
    ["a 0% rate", { interestRatePct: 0 }],
    ["no amortization", { amortYears: undefined }],
    ["a 0-year amortization", { amortYears: 0 }],
  ])(
    "with %s: no loan and no debt service, but LTV shows the amount to borrow and the sale repays it",
    (_label, terms) => {
      const deal = analyzeDeal({ ...example, ...terms });
      expect(deal.loan).toBeNull();
      expect(deal.monthly.debtService).toBe(0);
      expect(deal.metrics.dscr).toBeNull();
      expect(deal.metrics.ltvPct).toBe(75);
      expect(deal.metrics.totalCashIn).toBe(280_000);
      // Borrowed money without terms is still owed: repaid in full at the sale, so the IRR is not inflated.
      expect(deal.sale.loanPayoff).toBe(750_000);
      expect(deal.projection.every((year) => year.loanBalance === 750_000)).toBe(true);
    },
  );
});

describe("analyzeDeal: edge cases", () => {
  it("zero price: per-unit, per-sqft, cap rate, GRM, LTV are null; no cash in so no cash-on-cash, payback, multiple or IRR", () => {
    const deal = analyzeDeal({ ...example, price: 0 });
    const m = deal.metrics;
    expect([m.pricePerUnit, m.pricePerSqft, m.capRatePct, m.grm, m.ltvPct]).toEqual([null, null, null, null, null]);
    expect(m.totalCashIn).toBe(0);
    expect([m.cashOnCashPct, m.paybackYears, m.equityMultiple]).toEqual([null, null, null]);
    expect(deal.loan).toBeNull();
    // Every flow is 0 or positive: no sign change, no IRR.
    expect(m.irrPct).toBeNull();
    expect(m.oerPct).toBeCloseTo((2_950 / 14_440) * 100, 10);
    expectAllFinite(deal);
  });

  it("a negative price counts as 0", () => {
    const deal = analyzeDeal({ ...example, price: -500_000 });
    expect(deal.metrics.totalCashIn).toBe(0);
    expect(deal.metrics.capRatePct).toBeNull();
    expect(deal.metrics.ltvPct).toBeNull();
  });

  it("no units or square feet: no per-unit or per-sqft price", () => {
    const deal = analyzeDeal({ ...example, unitCount: 0, squareFeet: Number.NaN });
    expect(deal.metrics.pricePerUnit).toBeNull();
    expect(deal.metrics.pricePerSqft).toBeNull();
  });

  it("no income: GRM and OER are null, the cash flow is negative so payback is null and cash-on-cash negative", () => {
    const deal = analyzeDeal({ ...example, incomeMonthly: [] });
    expect(deal.monthly.income).toBe(0);
    expect(deal.metrics.grm).toBeNull();
    expect(deal.metrics.oerPct).toBeNull();
    expect(deal.monthly.cashFlow).toBeCloseTo(-2_950 - 4740.510176197228, 8);
    expect(deal.metrics.paybackYears).toBeNull();
    expect(deal.metrics.cashOnCashPct).toBeCloseTo(((-7690.510176197228 * 12) / 280_000) * 100, 8);
    expect(deal.metrics.capRatePct).toBeCloseTo(-3.54, 10); // -2,950 x 12 / 1,000,000
    expect(deal.metrics.dscr).toBeCloseTo(-2_950 / 4740.510176197228, 10);
    // Negative NOI sells for nothing: the sale only pays off the loan.
    expect(deal.sale.price).toBe(0);
    expect(deal.sale.netProceeds).toBeCloseTo(-deal.sale.loanPayoff, 6);
    // Every flow is negative: no IRR.
    expect(deal.cashFlows.every((f) => f < 0)).toBe(true);
    expect(deal.metrics.irrPct).toBeNull();
    expectAllFinite(deal);
  });

  it("a negative cash flow with a profitable sale: payback null, cash-on-cash negative, IRR still found", () => {
    const deal = analyzeDeal({ ...example, expensesMonthly: [10_000] });
    expect(deal.monthly.cashFlow).toBeLessThan(0);
    expect(deal.metrics.paybackYears).toBeNull();
    expect(deal.metrics.cashOnCashPct).toBeLessThan(0);
    expect(deal.metrics.irrPct).not.toBeNull();
    expect(Math.abs(npv(deal.metrics.irrPct! / 100, deal.cashFlows))).toBeLessThan(1e-6);
  });

  it("defaults: vacancy 0, hold 10 years, rent growth 3%, expense growth 2%, exit cap 6.5%, sale costs 6%", () => {
    const bare = analyzeDeal({ ...example, vacancyPct: undefined });
    const explicit = analyzeDeal({ ...example, vacancyPct: 0, ...DEFAULT_IRR_ASSUMPTIONS });
    expect(bare).toEqual(explicit);
    expect(
      analyzeDeal({ ...example, vacancyPct: null, holdYears: null, rentGrowthPct: null, exitCapRatePct: Number.NaN }),
    ).toEqual(explicit);
    expect(DEFAULT_IRR_ASSUMPTIONS).toEqual({
      holdYears: 10,
      rentGrowthPct: 3,
      expenseGrowthPct: 2,
      exitCapRatePct: 6.5,
      saleCostsPct: 6,
    });
    expect(CLOSING_COST_PCT).toBe(3);
    expect(bare.monthly.vacancy).toBe(0);
    expect(bare.projection).toHaveLength(10);
  });

  it("hold years are whole years from 1 to 30", () => {
    expect(analyzeDeal({ ...example, holdYears: 0 }).projection).toHaveLength(1);
    expect(analyzeDeal({ ...example, holdYears: -4 }).projection).toHaveLength(1);
    expect(analyzeDeal({ ...example, holdYears: 7.6 }).projection).toHaveLength(8);
    expect(analyzeDeal({ ...example, holdYears: 45 }).projection).toHaveLength(30);
    const oneYear = analyzeDeal({ ...example, holdYears: 1 });
    expect(oneYear.cashFlows).toHaveLength(2);
    expect(oneYear.cashFlows[1]).toBeCloseTo(oneYear.projection[0]!.cashFlow + oneYear.sale.netProceeds, 6);
  });

  it("an exit cap rate of 0 or less sells for 0; the IRR is still computed from the flows", () => {
    const deal = analyzeDeal({ ...example, exitCapRatePct: 0 });
    expect(deal.sale.price).toBe(0);
    expect(deal.sale.costs).toBe(0);
    expect(deal.sale.netProceeds).toBeCloseTo(-deal.sale.loanPayoff, 6);
    expect(deal.metrics.irrPct).not.toBeNull();
    expect(Math.abs(npv(deal.metrics.irrPct! / 100, deal.cashFlows))).toBeLessThan(1e-6);
    expect(analyzeDeal({ ...example, exitCapRatePct: -2 }).sale.price).toBe(0);
  });

  it("ignores income and expense entries that are not finite numbers", () => {
    const deal = analyzeDeal({
      ...example,
      incomeMonthly: [1_000, Number.NaN, Number.POSITIVE_INFINITY],
      expensesMonthly: [Number.NEGATIVE_INFINITY, 100],
    });
    expect(deal.monthly.grossIncome).toBe(1_000);
    expect(deal.monthly.expenses).toBe(100);
  });

  it("all-zero input: every number in the result is finite (no NaN, no Infinity)", () => {
    const zero: DealInput = {
      price: 0,
      unitCount: 0,
      squareFeet: 0,
      incomeMonthly: [],
      expensesMonthly: [],
      vacancyPct: 0,
      cashPurchase: false,
      downPaymentPct: 0,
      downPaymentAmt: 0,
      interestRatePct: 0,
      amortYears: 0,
      holdYears: 0,
      rentGrowthPct: 0,
      expenseGrowthPct: 0,
      exitCapRatePct: 0,
      saleCostsPct: 0,
    };
    for (const input of [
      zero,
      { ...zero, cashPurchase: true },
      { ...zero, incomeMonthly: [0, 0], expensesMonthly: [0] },
    ]) {
      const deal = analyzeDeal(input);
      expectAllFinite(deal);
      expect(Object.values(deal.metrics).filter((v) => v !== null)).toEqual([0]); // only totalCashIn
    }
  });

  it("not-a-number input everywhere: every number in the result is finite", () => {
    const nan = Number.NaN;
    const deal = analyzeDeal({
      price: nan,
      unitCount: nan,
      squareFeet: nan,
      incomeMonthly: [nan],
      expensesMonthly: [nan],
      vacancyPct: nan,
      cashPurchase: false,
      downPaymentPct: nan,
      downPaymentAmt: nan,
      interestRatePct: nan,
      amortYears: nan,
      holdYears: nan,
      rentGrowthPct: nan,
      expenseGrowthPct: nan,
      exitCapRatePct: nan,
      saleCostsPct: nan,
    });
    expectAllFinite(deal);
    expect(deal.projection).toHaveLength(10);
  });
});
