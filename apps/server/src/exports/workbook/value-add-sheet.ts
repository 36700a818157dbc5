import type { DealAnalysis } from "@plexwise/core/finance";
import type { Workbook } from "exceljs";
import { columnLetter, computed, formulaValue, header, MONEY, refTo, type Computed } from "./cells";
import type { AllInputRefs } from "./inputs-sheet";
import type { ValueAddInputRefs } from "./underwriting-inputs";

export const VALUE_ADD_SHEET = "Value-add";
/** Row of year 0; year y is on row YEAR0 + y (as the Projection). */
const YEAR0 = 2;

/** What the Projection reads of the plan: per year (row of the Projection's year) and the rent lost per unit-month. */
export type ValueAddRefs = {
  capexOfYear: (year: number) => string;
  unitsOfYear: (year: number) => string;
  premiumOfYear: (year: number) => string;
  downtimeOfYear: (year: number) => string;
  vacancyShare: string;
  rentPerUnit: string;
};

/** Where the plan's figures are, for a hold of `holdYears` years, before the sheet is written. */
export function valueAddRefs(holdYears: number): ValueAddRefs {
  const k = YEAR0 + holdYears + 2;
  const at = (column: string, row: number) => refTo({ name: VALUE_ADD_SHEET }, column, row);
  return {
    capexOfYear: (y) => at("C", YEAR0 + y),
    unitsOfYear: (y) => at("B", YEAR0 + y),
    premiumOfYear: (y) => at("D", YEAR0 + y),
    downtimeOfYear: (y) => at("E", YEAR0 + y),
    vacancyShare: at("B", k + 4),
    rentPerUnit: at("B", k + 5),
  };
}

/**
 * The Value-add sheet (core value-add.ts valueAddSchedule, analyze-deal.ts operate), formulas over the Inputs sheet:
 * the units renovated by the end of each year are MIN(units to renovate, units a year x year), taken from the unit
 * types in order, so a type's renovated units are what of that total falls past the earlier types' units. A unit
 * renovated in a year costs its budget and its downtime in that year and earns its premium from the next year on.
 */
export function addValueAddSheet(
  workbook: Workbook,
  refs: { inputs: AllInputRefs; metrics: { grossIncome: string; vacancy: string }; rentInPlace: string },
  plan: ValueAddInputRefs,
  deal: DealAnalysis,
): void {
  const { inputs: i, metrics: m } = refs;
  const sheet = workbook.addWorksheet(VALUE_ADD_SHEET);
  const put = (address: string, value: Computed, format = MONEY) => {
    sheet.getCell(address).value = formulaValue(value);
    sheet.getCell(address).numFmt = format;
  };
  const types = plan.unitTypes;
  const done = (t: number) => columnLetter(6 + 2 * t);
  const take = (t: number) => columnLetter(7 + 2 * t);
  header(sheet, 1, [
    "Year",
    "Units renovated",
    "Capex",
    "Premium earned (monthly)",
    "Downtime (unit-months)",
    ...types.flatMap((_, t) => [`Type ${t + 1} done`, `Type ${t + 1} in the year`]),
  ]);
  sheet.columns = [{ width: 10 }, ...Array.from({ length: 4 + 2 * types.length }, () => ({ width: 16 }))];
  const holdYears = deal.projection.length;
  const last = YEAR0 + holdYears;
  // The plan's constants, under the years.
  const k = last + 2;
  const labels = [
    "Units a year",
    "Units to renovate",
    "Units of the type",
    "Units of earlier types",
    "Vacancy share",
    "Rent per unit",
  ];
  labels.forEach((text, n) => {
    sheet.getCell(`A${k + n}`).value = text;
  });
  const perYear = `$B$${k}`;
  const total = `$B$${k + 1}`;
  put(`B${k}`, computed(`MAX(0,INT(${plan.unitsPerYear}))`, null), "General");
  put(
    `B${k + 1}`,
    computed(types.length ? `SUM($${done(0)}$${k + 2}:$${done(types.length - 1)}$${k + 2})` : "0", null),
    "General",
  );
  types.forEach((type, t) => {
    put(`${done(t)}${k + 2}`, computed(`MAX(0,INT(${type.units}))`, null), "General");
    put(
      `${done(t)}${k + 3}`,
      computed(t === 0 ? "0" : `${done(t - 1)}${k + 3}+${done(t - 1)}${k + 2}`, null),
      "General",
    );
  });
  put(
    `B${k + 4}`,
    computed(`IF(${m.grossIncome}>0,${m.vacancy}/${m.grossIncome},${i.vacancyPct}/100)`, null),
    "General",
  );
  put(
    `B${k + 5}`,
    computed(
      `IF(IF(${i.units}>0,${i.units},${total})>0,${refs.rentInPlace}/IF(${i.units}>0,${i.units},${total}),0)`,
      null,
    ),
  );

  sheet.getCell(`A${YEAR0}`).value = 0;
  types.forEach((_, t) => put(`${done(t)}${YEAR0}`, computed("0", 0), "General"));
  deal.projection.forEach((year, index) => {
    const r = YEAR0 + 1 + index;
    sheet.getCell(`A${r}`).value = year.year;
    types.forEach((_, t) => {
      const cum = `MIN(${done(t)}$${k + 2},MAX(0,MIN(${total},${perYear}*$A${r})-${done(t)}$${k + 3}))`;
      put(`${done(t)}${r}`, computed(cum, null), "General");
      put(`${take(t)}${r}`, computed(`${done(t)}${r}-${done(t)}${r - 1}`, null), "General");
    });
    const sum = (term: (t: number) => string) => types.map((_, t) => term(t)).join("+") || "0";
    put(
      `B${r}`,
      computed(
        sum((t) => `${take(t)}${r}`),
        year.unitsRenovated,
      ),
      "General",
    );
    put(
      `C${r}`,
      computed(
        `IF($A${r}=1,MAX(0,${plan.commonAreaBudget}),0)+${sum((t) => `${take(t)}${r}*MAX(0,${types[t]?.budgetPerUnit})`)}`,
        year.capex,
      ),
    );
    put(
      `D${r}`,
      computed(
        sum((t) => `${done(t)}${r - 1}*${types[t]?.rentPremiumMonthly}`),
        null,
      ),
    );
    put(
      `E${r}`,
      computed(
        sum((t) => `${take(t)}${r}*MIN(12,MAX(0,${types[t]?.downtimeMonths}))`),
        null,
      ),
      "General",
    );
  });
}
