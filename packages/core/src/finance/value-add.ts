/** One kind of unit a value-add plan renovates. Dollars (today's); months. */
export type ValueAddUnitType = {
  label?: string | null;
  units: number;
  budgetPerUnit: number;
  /** Monthly rent added per renovated unit, in today's dollars (it grows with the rent growth like rents). */
  rentPremiumMonthly: number;
  /** Months a unit earns no rent while it is renovated (0 to 12). */
  downtimeMonths: number;
};

export type ValueAddPlan = {
  unitTypes: readonly ValueAddUnitType[];
  /** Spent in year 1. */
  commonAreaBudget: number;
  /** Units renovated a year, taken from the unit types in order; 0 renovates none. */
  unitsPerYear: number;
};

/** What the plan does in one year of the hold (today's dollars; the engine grows the rents). */
export type ValueAddYear = {
  unitsRenovated: number;
  capex: number;
  /** Monthly premium of the units renovated in earlier years (a unit earns its premium from the year after). */
  premiumMonthly: number;
  /** Unit-months without rent in the year (units renovated in the year x their downtime). */
  downtimeUnitMonths: number;
};

const count = (value: number | null | undefined): number =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
const amount = (value: number | null | undefined): number =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(0, value) : 0;

/**
 * The plan year by year for `holdYears` years: each year renovates up to `unitsPerYear` units, the first unit
 * type's units first. A unit renovated in year y costs its budget and loses `downtimeMonths` of rent in year y and
 * earns its premium from year y + 1 on. The common-area budget is spent in year 1. Units left when the hold ends are
 * never renovated.
 */
export function valueAddSchedule(plan: ValueAddPlan, holdYears: number): ValueAddYear[] {
  const remaining = plan.unitTypes.map((type) => count(type.units));
  const perYear = count(plan.unitsPerYear);
  let premiumMonthly = 0;
  const years: ValueAddYear[] = [];
  for (let year = 1; year <= holdYears; year++) {
    let budget = perYear;
    let unitsRenovated = 0;
    let capex = year === 1 ? amount(plan.commonAreaBudget) : 0;
    let downtimeUnitMonths = 0;
    let premiumAdded = 0;
    plan.unitTypes.forEach((type, i) => {
      const take = Math.min(budget, remaining[i] ?? 0);
      if (take === 0) return;
      budget -= take;
      remaining[i] = (remaining[i] ?? 0) - take;
      unitsRenovated += take;
      capex += take * amount(type.budgetPerUnit);
      downtimeUnitMonths += take * Math.min(12, amount(type.downtimeMonths));
      premiumAdded += take * (Number.isFinite(type.rentPremiumMonthly) ? type.rentPremiumMonthly : 0);
    });
    years.push({ unitsRenovated, capex, premiumMonthly, downtimeUnitMonths });
    premiumMonthly += premiumAdded;
  }
  return years;
}

/** Every unit the plan would renovate. */
export const valueAddUnits = (plan: ValueAddPlan): number =>
  plan.unitTypes.reduce((total, type) => total + count(type.units), 0);
