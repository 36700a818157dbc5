import { analyzeDeal, DEFAULT_IRR_ASSUMPTIONS, type DealInput } from "./analyze-deal";

export const SENSITIVITY_AXES = ["price", "rentGrowth", "exitCap", "interestRate", "vacancy"] as const;
export type SensitivityAxis = (typeof SENSITIVITY_AXES)[number];
export const SENSITIVITY_METRICS = [
  "irrPct",
  "cashOnCashPct",
  "dscr",
  "equityMultiple",
  "capRatePct",
  "unleveredIrrPct",
] as const;
export type SensitivityMetric = (typeof SENSITIVITY_METRICS)[number];

/** How every surface names the axes and metrics (Financials' two-way table, the report). */
export const SENSITIVITY_AXIS_LABELS: Readonly<Record<SensitivityAxis, string>> = {
  price: "Price",
  rentGrowth: "Rent growth",
  exitCap: "Exit cap",
  interestRate: "Interest rate",
  vacancy: "Vacancy",
};
export const SENSITIVITY_METRIC_LABELS: Readonly<Record<SensitivityMetric, string>> = {
  irrPct: "IRR",
  cashOnCashPct: "Cash on cash",
  dscr: "DSCR",
  equityMultiple: "Equity multiple",
  capRatePct: "Cap rate",
  unleveredIrrPct: "Unlevered IRR",
};

/** Steps of each axis: percent changes of the price, points added to the other axes' percents. */
export const SENSITIVITY_AXIS_STEPS: Readonly<Record<SensitivityAxis, readonly number[]>> = {
  price: [-10, -5, 0, 5, 10],
  rentGrowth: [-2, -1, 0, 1, 2],
  exitCap: [-1, -0.5, 0, 0.5, 1],
  interestRate: [-1, -0.5, 0, 0.5, 1],
  vacancy: [-4, -2, 0, 2, 4],
};

export type SensitivityTable = {
  rowAxis: SensitivityAxis;
  colAxis: SensitivityAxis;
  metric: SensitivityMetric;
  /** The axis value of each row and column: the price in dollars, the others in percent. */
  rows: number[];
  cols: number[];
  /** cells[row][col]: the metric of the deal with both changes. */
  cells: (number | null)[][];
};

const finite = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** The deal with one axis moved by `step`, and the axis value it then has. */
export function stepAxis(input: DealInput, axis: SensitivityAxis, step: number): { input: DealInput; value: number } {
  switch (axis) {
    case "price": {
      const price = Math.max(0, (finite(input.price) ?? 0) * (1 + step / 100));
      return { input: { ...input, price }, value: price };
    }
    case "rentGrowth": {
      const value = (finite(input.rentGrowthPct) ?? DEFAULT_IRR_ASSUMPTIONS.rentGrowthPct) + step;
      return { input: { ...input, rentGrowthPct: value }, value };
    }
    case "exitCap": {
      const value = (finite(input.exitCapRatePct) ?? DEFAULT_IRR_ASSUMPTIONS.exitCapRatePct) + step;
      return { input: { ...input, exitCapRatePct: value }, value };
    }
    case "vacancy": {
      const value = Math.min(100, Math.max(0, (finite(input.vacancyPct) ?? 0) + step));
      return { input: { ...input, vacancyPct: value }, value };
    }
    case "interestRate": {
      // Every loan's rate moves by the step; the value shown is the first loan's.
      if (input.loans) {
        const loans = input.loans.map((l) => ({ ...l, ratePct: Math.max(0, (finite(l.ratePct) ?? 0) + step) }));
        return { input: { ...input, loans }, value: loans[0]?.ratePct ?? 0 };
      }
      const value = Math.max(0, (finite(input.interestRatePct) ?? 0) + step);
      return { input: { ...input, interestRatePct: value }, value };
    }
  }
}

/**
 * A two-way table: `metric` of the deal for every row step x column step of the two axes (each cell a full
 * analyzeDeal). The same axis on both sides applies both steps.
 */
export function sensitivityTable(
  input: DealInput,
  rowAxis: SensitivityAxis,
  colAxis: SensitivityAxis,
  metric: SensitivityMetric,
  steps: Partial<Record<SensitivityAxis, readonly number[]>> = {},
): SensitivityTable {
  const rowSteps = steps[rowAxis] ?? SENSITIVITY_AXIS_STEPS[rowAxis];
  const colSteps = steps[colAxis] ?? SENSITIVITY_AXIS_STEPS[colAxis];
  const rows: number[] = [];
  const cols = colSteps.map((step) => stepAxis(input, colAxis, step).value);
  const cells = rowSteps.map((rowStep) => {
    const row = stepAxis(input, rowAxis, rowStep);
    rows.push(row.value);
    return colSteps.map((colStep) => analyzeDeal(stepAxis(row.input, colAxis, colStep).input).metrics[metric]);
  });
  return { rowAxis, colAxis, metric, rows, cols, cells };
}
