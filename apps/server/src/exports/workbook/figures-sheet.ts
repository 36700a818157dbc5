import {
  checkPlausibility,
  FIGURES_TO_CHECK_TITLE,
  figureToCheckLine,
  figuresToCheckLead,
} from "@plexwise/core/analysis";
import type { PlausibilityInput } from "@plexwise/core/analysis";
import type ExcelJS from "exceljs";

/**
 * The plausibility guard's findings as the workbook's last sheet, "Figures to check" (core plausibility-summary.ts:
 * the lines the report, the CSV exports and a shared deal carry), only when there are any: the title, whether the
 * figures look wrong or are worth a look, then one finding a row.
 */
export function addFiguresSheet(workbook: ExcelJS.Workbook, property: PlausibilityInput): void {
  const findings = checkPlausibility(property);
  if (findings.length === 0) return;
  const sheet = workbook.addWorksheet(FIGURES_TO_CHECK_TITLE, {
    properties: { tabColor: { argb: findings.some((f) => f.severity === "high") ? "FFDC2626" : "FFF59E0B" } },
  });
  sheet.getColumn(1).width = 140;
  sheet.getCell("A1").value = FIGURES_TO_CHECK_TITLE;
  sheet.getCell("A1").font = { bold: true, size: 14 };
  sheet.getCell("A2").value = figuresToCheckLead(findings, "workbook");
  findings.forEach((f, i) => {
    const cell = sheet.getCell(`A${i + 4}`);
    cell.value = figureToCheckLine(f);
    cell.alignment = { wrapText: true, vertical: "top" };
  });
}
