import { dealInputOfProperty, type PropertyFacts } from "@plexwise/core/analysis";
import { analyzeDeal, DEFAULT_EXIT_CAP_STEPS, monthlyTotals, sensitivityGrid } from "@plexwise/core/finance";
import ExcelJS from "exceljs";
import { addInputsSheet } from "./inputs-sheet";
import { addLinesSheet } from "./lines-sheet";
import { addMetricsSheet, metricRefs } from "./metrics-sheet";
import { addProjectionSheet } from "./projection-sheet";
import { projectionRefs } from "./projection-refs";
import { addRentRollSheet } from "./rent-roll-sheet";
import { addSensitivitySheet } from "./sensitivity-sheet";

/**
 * The underwriting as a workbook of live formulas (issue 18): Inputs, Rent Roll and Income & Expenses hold the
 * facts; Metrics, Projection and Sensitivity compute the deal model (core analyze-deal.ts, sensitivity.ts) from them
 * with formulas. Each formula cell caches the engine's figure, and the workbook asks to be recalculated on load.
 */
export function buildWorkbook(property: PropertyFacts, createdAt: Date): ExcelJS.Workbook {
  const input = dealInputOfProperty(property);
  const deal = analyzeDeal(input);
  const totals = monthlyTotals(property.units, property.otherIncome, property.expenses);
  const holdYears = deal.projection.length;

  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Plexwise";
  workbook.created = createdAt;
  workbook.modified = createdAt;
  workbook.calcProperties = { fullCalcOnLoad: true };

  const inputs = addInputsSheet(workbook, input, deal);
  const { rentInPlace } = addRentRollSheet(workbook, property.units, totals);
  const lines = addLinesSheet(workbook, property.otherIncome, property.expenses, totals);
  const projection = projectionRefs(holdYears);
  const metrics = metricRefs();
  addMetricsSheet(workbook, { inputs, rentInPlace, ...lines, projection }, input, deal);
  addProjectionSheet(workbook, { inputs, metrics, projection }, deal);
  addSensitivitySheet(
    workbook,
    { inputs, metrics, projection },
    sensitivityGrid(input, { exitCapSteps: DEFAULT_EXIT_CAP_STEPS }),
    DEFAULT_EXIT_CAP_STEPS,
    holdYears,
  );
  return workbook;
}
