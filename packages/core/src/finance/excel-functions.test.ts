import { describe, expect, it } from "vitest";
import { irr, xirr, xnpv } from "./cash-flows";
import { ipmt, mortgagePayment, pmt } from "./loan";

// Worked examples with the values a spreadsheet (Excel, LibreOffice Calc) shows for the same formula.

describe("pmt (Excel's PMT)", () => {
  it("PMT(6.5%/12, 360, -750000) = 4,740.51", () => {
    expect(pmt(0.065 / 12, 360, -750_000)).toBeCloseTo(4740.51, 2);
    expect(pmt(0.065 / 12, 360, -750_000)).toBeCloseTo(mortgagePayment(750_000, 6.5, 30), 9);
  });
  it("Excel PMT doc: PMT(8%/12, 10, 10000) = -1,037.03; PMT(6%/12, 18*12, 0, 50000) = -129.08", () => {
    expect(pmt(0.08 / 12, 10, 10_000)).toBeCloseTo(-1037.03, 2);
    expect(pmt(0.06 / 12, 18 * 12, 0, 50_000)).toBeCloseTo(-129.08, 2);
  });
  it("a 0% rate pays in equal parts: PMT(0, 60, -50000) = 833.33", () => {
    expect(pmt(0, 60, -50_000)).toBeCloseTo(833.33, 2);
  });
});

describe("ipmt (Excel's IPMT)", () => {
  it("Excel IPMT doc: IPMT(10%/12, 1, 36, 8000) = -66.67; IPMT(10%, 3, 3, 8000) = -292.45", () => {
    expect(ipmt(0.1 / 12, 1, 36, 8_000)).toBeCloseTo(-66.67, 2);
    expect(ipmt(0.1, 3, 3, 8_000)).toBeCloseTo(-292.45, 2);
  });
  it("matches a month-by-month amortisation loop for every month of a 30-year loan", () => {
    const rate = 0.065 / 12;
    const payment = -pmt(rate, 360, 750_000);
    let balance = 750_000;
    for (let month = 1; month <= 360; month++) {
      const interest = balance * rate;
      expect(-ipmt(rate, month, 360, 750_000)).toBeCloseTo(interest, 6);
      balance -= payment - interest;
    }
    expect(balance).toBeCloseTo(0, 4);
  });
});

describe("irr: Excel IRR doc examples", () => {
  const flows = [-70_000, 12_000, 15_000, 18_000, 21_000];
  it("IRR(-70000, 12000, 15000, 18000, 21000) = -2.1% (-0.021244848); with 26000 in year 5: 8.7% (0.086630948)", () => {
    expect(irr(flows)).toBeCloseTo(-0.021244848, 8);
    expect(irr([...flows, 26_000])).toBeCloseTo(0.086630948, 8);
  });
  it("IRR of the first three years is -44.4% (-0.443506941)", () => {
    expect(irr(flows.slice(0, 3))).toBeCloseTo(-0.443506941, 8);
  });
});

describe("xirr (Excel's XIRR)", () => {
  const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const example = [
    { amount: -10_000, date: d("2008-01-01") },
    { amount: 2_750, date: d("2008-03-01") },
    { amount: 4_250, date: d("2008-10-30") },
    { amount: 3_250, date: d("2009-02-15") },
    { amount: 2_750, date: d("2009-04-01") },
  ];
  it("Excel XIRR doc: 0.373362535 (37.34%), and Excel's XNPV at 9% is 2,086.65", () => {
    expect(xirr(example)).toBeCloseTo(0.373362535, 8);
    expect(xnpv(0.09, example)).toBeCloseTo(2086.65, 2);
    expect(Math.abs(xnpv(xirr(example)!, example))).toBeLessThan(1e-6);
  });
  it("flows a 365-day year apart give the periodic irr (an independent reference)", () => {
    const flows = [-1_000, 300, 400, 500];
    const dated = flows.map((amount, i) => ({ amount, date: new Date(Date.UTC(2021, 0, 1) + i * 365 * 86_400_000) }));
    expect(xirr(dated)).toBeCloseTo(irr(flows)!, 10);
  });
  it("is null without a sign change or with one flow", () => {
    expect(xirr(example.map((f) => ({ ...f, amount: Math.abs(f.amount) })))).toBeNull();
    expect(xirr(example.slice(0, 1))).toBeNull();
  });
  it("finds a negative rate (a loss)", () => {
    const loss = [
      { amount: -10_000, date: d("2020-01-01") },
      { amount: 8_000, date: d("2021-01-01") },
    ];
    // 365 days after 2020-01-01 is 2020-12-31; 2021-01-01 is 366 days: (0.8)^(365/366) - 1.
    expect(xirr(loss)).toBeCloseTo(0.8 ** (365 / 366) - 1, 10);
  });
});
