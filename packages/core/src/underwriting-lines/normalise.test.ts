import { describe, expect, it } from "vitest";
import { dealOfProperty } from "../analysis/deal-input";
import { expense, fourplex } from "../testing/buildings";
import { acceptProposal, DEFAULT_NORMALISE_SETTINGS, normalise, type NormaliseFacts } from "./normalise";
import { STATE_EFFECTIVE_TAX_RATE_PCT, stateTaxRatePct } from "./state-tax-rates";

/** The fourplex ($600,000; $6,000 rent + $100 laundry; 5% vacancy; $1,900/mo of expenses) in Texas. */
const texasFourplex = (overrides: Partial<NormaliseFacts> = {}): NormaliseFacts => ({
  ...fourplex(),
  state: "TX",
  ...overrides,
});
const byRule = (facts: NormaliseFacts, settings = DEFAULT_NORMALISE_SETTINGS) =>
  Object.fromEntries(normalise(facts, null, settings).map((p) => [p.rule, p]));

describe("the state tax table", () => {
  it("has the 50 states and DC, each a plausible percent", () => {
    expect(Object.keys(STATE_EFFECTIVE_TAX_RATE_PCT)).toHaveLength(51);
    for (const rate of Object.values(STATE_EFFECTIVE_TAX_RATE_PCT)) expect(rate).toBeGreaterThan(0.2);
    expect(stateTaxRatePct("tx")).toBe(1.9);
    expect(stateTaxRatePct("NJ")).toBe(2.01);
    expect(stateTaxRatePct("XX")).toBeNull();
    expect(stateTaxRatePct(null)).toBeNull();
  });

  it("taxes a California purchase by Proposition 13: 1% plus local levies on the price, not homes' 2010 average", () => {
    expect(stateTaxRatePct("CA")).toBe(1.2);
    // The building: $6,450,000 at 1.2% = $77,400 a year, where 0.78% proposed $50,310.
    const tax = byRule(texasFourplex({ state: "ca", price: 6_450_000 })).property_tax;
    expect(tax?.reason).toBe("Reassessed at the price: $6,450,000 x 1.2% = $77,400/yr");
    expect(tax?.title).toBe("Taxes reassessed at the price (Proposition 13)");
    expect(tax?.source).toContain("Proposition 13");
    expect(tax?.source).toContain("enter the county's total rate");
    // The county's own total rate, entered, wins.
    const entered = byRule(texasFourplex({ state: "CA", price: 6_450_000 }), {
      ...DEFAULT_NORMALISE_SETTINGS,
      taxRatePct: 1.1,
    }).property_tax;
    expect(entered?.source).toBe("Your rate: 1.1%");
  });
});

describe("normalise: proposals with their rules and sources", () => {
  it("reassesses the taxes at the price: $600,000 x 1.9% (TX) = $11,400/yr = $950/mo, on the existing tax line", () => {
    const tax = byRule(texasFourplex()).property_tax;
    expect(tax).toMatchObject({
      target: "expense",
      lineIndex: 0,
      label: "Property taxes",
      category: "Taxes",
      currentCents: 60_000,
      proposedCents: 95_000,
      reason: "Reassessed at the price: $600,000 x 1.9% = $11,400/yr",
    });
    expect(tax?.source).toContain("Tax Foundation");
    expect(tax?.source).toContain("TX 1.9%");
  });

  it("uses the user's rate over the state's, and proposes nothing without either", () => {
    const tax = byRule(texasFourplex(), { ...DEFAULT_NORMALISE_SETTINGS, taxRatePct: 1.25 }).property_tax;
    // $600,000 x 1.25% = $7,500/yr = $625/mo.
    expect(tax).toMatchObject({ proposedCents: 62_500, source: "Your rate: 1.25%" });
    expect(byRule(texasFourplex({ state: null })).property_tax).toBeUndefined();
    // Already at the reassessed figure: nothing to propose.
    const atRate = texasFourplex({ expenses: [expense("Taxes", 950), ...fourplex().expenses.slice(1)] });
    expect(byRule(atRate).property_tax).toBeUndefined();
  });

  it("adds management at 8% of EGI when the user has none: ($6,000 + $100) x 95% = $5,795 -> $463.60/mo", () => {
    const noManagement = texasFourplex({ expenses: fourplex().expenses.filter((e) => e.category !== "Management") });
    const management = byRule(noManagement).management;
    expect(management).toMatchObject({ lineIndex: null, label: "Management", proposedCents: 46_360 });
    expect(management?.reason).toBe("Management 8% of EGI $5,795/mo");
    expect(management?.source).toContain("the broker's pro forma has none");
    expect(byRule(texasFourplex()).management).toBeUndefined();
  });

  it("takes EGI after the market vacancy it proposes: 0% vacancy -> EGI at 5%", () => {
    const p = texasFourplex({ vacancyPct: null, expenses: [expense("Taxes", 950)] });
    const proposals = byRule(p);
    expect(proposals.vacancy).toMatchObject({ target: "vacancy", currentPct: null, proposedPct: 5 });
    expect(proposals.management).toMatchObject({ proposedCents: 46_360 });
  });

  it("adds replacement reserves at $300/unit/yr (4 units: $100/mo) and raises insurance to $600/unit/yr ($200/mo)", () => {
    const proposals = byRule(texasFourplex({ expenses: [expense("Insurance", 150)] }));
    expect(proposals.reserves).toMatchObject({
      lineIndex: null,
      label: "Replacement Reserves",
      category: "Maintenance",
      proposedCents: 10_000,
      reason: "Replacement reserves $300/unit/yr x 4 units",
    });
    expect(proposals.insurance).toMatchObject({ lineIndex: 0, currentCents: 15_000, proposedCents: 20_000 });
    // The fourplex's $250 of insurance is above $200: no proposal.
    expect(byRule(texasFourplex()).insurance).toBeUndefined();
  });

  it("leaves a vacancy at or above the market figure alone", () => {
    expect(byRule(texasFourplex({ vacancyPct: 7 })).vacancy).toBeUndefined();
    expect(byRule(texasFourplex({ vacancyPct: 3 })).vacancy).toMatchObject({ currentPct: 3, proposedPct: 5 });
  });
});

describe("acceptProposal: the user's column takes the figure and the rule's reason", () => {
  it("sets the tax line, keeps its source, and the cap rate falls from 7.79% to 7.09%", () => {
    const p = texasFourplex();
    const tax = normalise(p, null).find((x) => x.rule === "property_tax");
    if (!tax) throw new Error("expected a tax proposal");
    const accepted = acceptProposal(p, tax);
    expect(accepted.expenses[0]).toMatchObject({
      label: "Property taxes",
      amountMonthlyCents: 95_000,
      source: "manual",
      reason: "Reassessed at the price: $600,000 x 1.9% = $11,400/yr",
    });
    expect(accepted.expenses.slice(1)).toEqual(p.expenses.slice(1));
    // NOI $5,795 - $1,900 = $3,895/mo -> 7.79%; with $950 taxes $3,545/mo -> 7.09%.
    expect(dealOfProperty(p).metrics.capRatePct).toBeCloseTo(7.79, 2);
    expect(dealOfProperty({ ...p, ...accepted }).metrics.capRatePct).toBeCloseTo(7.09, 2);
  });

  it("takes an override with a reason saying so, appends a new line, and sets the vacancy percent", () => {
    const p = texasFourplex({ vacancyPct: 2, expenses: [expense("Taxes", 600)] });
    const proposals = normalise(p, null);
    const reserves = proposals.find((x) => x.rule === "reserves");
    const vacancy = proposals.find((x) => x.rule === "vacancy");
    if (!reserves || !vacancy) throw new Error("expected reserves and vacancy proposals");
    const withReserves = acceptProposal(p, reserves, 12_500);
    expect(withReserves.expenses).toHaveLength(2);
    expect(withReserves.expenses[1]).toMatchObject({
      label: "Replacement Reserves",
      amountMonthlyCents: 12_500,
      source: "derived",
      reason: "Replacement reserves per unit, overridden to $125/mo",
    });
    expect(acceptProposal(p, vacancy).vacancyPct).toBe(5);
    expect(acceptProposal(p, vacancy, 6).vacancyPct).toBe(6);
  });
});
