import type { ReportContext } from "./report-context";
import { moneyText } from "./report-format";
import type { ReportSection } from "./report-types";

/**
 * The value-add plan as entered on Financials, and what the deal model makes of it year by year: units renovated,
 * the spending (capex), the rent lost while units are down and the premiums earned. None without a plan.
 */
export function valueAddSection({ input, deal }: ReportContext): ReportSection | null {
  const plan = input.valueAdd;
  if (!plan) return null;
  const years = deal.projection.filter((y) => y.unitsRenovated > 0 || y.capex > 0 || y.downtime > 0);
  return {
    id: "value-add",
    title: "Value-add plan",
    blocks: [
      {
        kind: "table",
        table: {
          caption: "Renovations by unit type",
          columns: ["Unit type", "Units", "Budget per unit", "Rent premium (monthly)", "Downtime (months)"],
          rows: plan.unitTypes.map((type, i) => [
            type.label || `Type ${i + 1}`,
            String(type.units),
            moneyText(type.budgetPerUnit),
            moneyText(type.rentPremiumMonthly),
            String(type.downtimeMonths),
          ]),
          align: ["left", "right", "right", "right", "right"],
        },
      },
      {
        kind: "facts",
        facts: [
          { label: "Common-area budget (year 1)", value: moneyText(plan.commonAreaBudget) },
          { label: "Units renovated per year", value: String(plan.unitsPerYear) },
        ],
      },
      {
        kind: "table",
        table: {
          caption: "The plan in the projection",
          columns: ["Year", "Units renovated", "Capex", "Rent lost to downtime", "Cash flow"],
          rows: years.map((y) => [
            String(y.year),
            String(y.unitsRenovated),
            moneyText(y.capex),
            moneyText(y.downtime),
            moneyText(y.cashFlow),
          ]),
          align: ["left", "right", "right", "right", "right"],
        },
      },
    ],
  };
}
