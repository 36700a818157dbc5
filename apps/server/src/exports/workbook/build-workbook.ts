import { dealInputOfProperty, type PlausibilityInput } from "@plexwise/core/analysis";
import {
  analyzeDeal,
  DEFAULT_EXIT_CAP_STEPS,
  monthlyTotals,
  sensitivityGrid,
  type DealInput,
} from "@plexwise/core/finance";
import ExcelJS from "exceljs";
import { addFiguresSheet } from "./figures-sheet";
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
 * with formulas. Each formula cell caches the engine's figure, and the workbook asks to be recalculated on load. A
 * property the plausibility guard flags gets a last sheet, Figures to check (figures-sheet.ts).
 */
export function buildWorkbook(property: PlausibilityInput, createdAt: Date): ExcelJS.Workbook {
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
  if (!formulasModel(input)) keepValuesOnly(workbook);
  addFiguresSheet(workbook, property);
  return workbook;
}

/** What the formulas model: one loan from the down payment, rate and amortization; no refinance, no renovation plan. */
const formulasModel = (input: DealInput) => !input.loans?.length && !input.refinance && !input.valueAdd;

const COMPUTED_SHEETS = ["Metrics", "Projection", "Sensitivity"];

/**
 * A deal with several loans, a refinance or a value-add plan is beyond the formulas: recalculated, they would show
 * other figures than the screens. Its computed sheets hold the engine's figures as values, the workbook is not
 * recalculated on load, and the Inputs sheet says so under the inputs.
 */
function keepValuesOnly(workbook: ExcelJS.Workbook) {
  workbook.calcProperties = { fullCalcOnLoad: false };
  for (const name of COMPUTED_SHEETS)
    workbook.getWorksheet(name)?.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) cell.value = (cell.result as ExcelJS.CellValue) ?? null;
      }),
    );
  const inputs = workbook.getWorksheet("Inputs");
  if (!inputs) return;
  const row = inputs.rowCount + 2;
  inputs.getCell(`A${row}`).value = "Note";
  inputs.getCell(`C${row}`).value =
    "This deal's loans, refinance or value-add plan are beyond these formulas: Metrics, Projection and Sensitivity " +
    "hold Plexwise's figures for it as values, not formulas.";
  inputs.getCell(`A${row}`).font = { bold: true };
}
