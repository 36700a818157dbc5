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
import { addFinancingSheet, financingRefs } from "./financing-sheet";
import { addInputsSheet } from "./inputs-sheet";
import { addLinesSheet } from "./lines-sheet";
import { addMetricsSheet, metricRefs } from "./metrics-sheet";
import { addProjectionSheet } from "./projection-sheet";
import { projectionRefs } from "./projection-refs";
import { addRentRollSheet } from "./rent-roll-sheet";
import { addSensitivitySheet } from "./sensitivity-sheet";
import { addValueAddSheet, valueAddRefs } from "./value-add-sheet";

/**
 * The underwriting as a workbook of live formulas (issue 18): Inputs, Rent Roll and Income & Expenses hold the
 * facts; Metrics, Projection and Sensitivity compute the deal model (core analyze-deal.ts, sensitivity.ts) from them
 * with formulas. A deal with the underwriting's loans, a refinance or a value-add plan (issue 33 item 4) lists them on
 * the Inputs sheet and gets a Financing sheet (each loan's terms, the refinance, debt service and balances year by
 * year) and, with a plan, a Value-add sheet (units, capex, premiums and downtime year by year), which the Metrics and
 * Projection formulas read; only its Sensitivity sheet holds values. Each formula cell caches the engine's figure, and
 * the workbook asks to be recalculated on load. A property the plausibility guard flags gets a last sheet, Figures to
 * check (figures-sheet.ts).
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
  const simple = formulasModel(input);
  const financing = simple ? null : financingRefs(input);
  const plan = inputs.underwriting.valueAdd;
  const valueAdd = plan ? valueAddRefs(holdYears) : null;
  const loans = input.loans ? financing : null;
  addMetricsSheet(workbook, { inputs, rentInPlace, ...lines, projection, loans }, input, deal);
  addProjectionSheet(workbook, { inputs, metrics, projection, financing, valueAdd }, deal);
  addSensitivitySheet(
    workbook,
    { inputs, metrics, projection },
    sensitivityGrid(input, { exitCapSteps: DEFAULT_EXIT_CAP_STEPS }),
    DEFAULT_EXIT_CAP_STEPS,
    holdYears,
  );
  if (!simple) {
    addFinancingSheet(workbook, { inputs, metrics, projection }, input, deal);
    if (plan) addValueAddSheet(workbook, { inputs, metrics, rentInPlace }, plan, deal);
    keepSensitivityValues(workbook);
  }
  addFiguresSheet(workbook, property);
  return workbook;
}

/** The Sensitivity sheet's formulas model one loan from the down payment, rate and amortization, and no plan. */
const formulasModel = (input: DealInput) => !input.loans?.length && !input.refinance && !input.valueAdd;

/**
 * The Sensitivity sheet's formulas run the one loan of the down payment fields without a plan: for a deal with the
 * underwriting's loans, a refinance or a value-add plan it holds the engine's figures as values, and says so.
 */
function keepSensitivityValues(workbook: ExcelJS.Workbook) {
  const sheet = workbook.getWorksheet("Sensitivity");
  if (!sheet) return;
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.Formula) cell.value = (cell.result as ExcelJS.CellValue) ?? null;
    }),
  );
  const inputs = workbook.getWorksheet("Inputs");
  if (!inputs) return;
  const row = inputs.rowCount + 2;
  inputs.getCell(`A${row}`).value = "Note";
  inputs.getCell(`C${row}`).value =
    "Metrics, Projection, Financing and Value-add are formulas over these inputs; the Sensitivity sheet holds " +
    "Plexwise's figures for this deal's loans, refinance or value-add plan as values.";
  inputs.getCell(`A${row}`).font = { bold: true };
}
