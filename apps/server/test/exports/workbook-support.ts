import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import * as XLSX from "@e965/xlsx";
import ExcelJS from "exceljs";

export const SOFFICE = "/usr/bin/soffice";

/** A cell's value as read back: a formula cell's cached result, else its value. Errors and "" read as null. */
export function valueOf(cell: ExcelJS.Cell): number | boolean | string | null {
  const raw: unknown = cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value;
  if (raw === "") return null;
  return typeof raw === "number" || typeof raw === "boolean" || typeof raw === "string" ? raw : null;
}

/**
 * The workbook's calculation settings (calcPr), which exceljs does not read back; SheetJS reads them into
 * Workbook.CalcPr, which its types do not declare.
 */
export function calcSettingsOf(bytes: Buffer): { fullCalcOnLoad?: string } | undefined {
  const book: object | undefined = XLSX.read(bytes, { type: "buffer" }).Workbook;
  const settings: unknown = book && "CalcPr" in book ? book.CalcPr : undefined;
  return typeof settings === "object" && settings !== null ? settings : undefined;
}

export async function readWorkbook(bytes: Buffer | string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  if (typeof bytes === "string") await workbook.xlsx.readFile(bytes);
  else await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The workbook with every formula's cached result removed, so a program that opens it must calculate them. */
export async function withoutCachedResults(bytes: Buffer, edit?: (workbook: ExcelJS.Workbook) => void) {
  const workbook = await readWorkbook(bytes);
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const value = cell.value;
        if (value !== null && typeof value === "object" && "formula" in value && typeof value.formula === "string") {
          cell.value = { formula: value.formula, date1904: false };
        }
      }),
    ),
  );
  edit?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Opens every file with LibreOffice headless in ONE run (it takes seconds to start) and saves each again as xlsx,
 * with the values LibreOffice calculated. Returns the recalculated workbooks by file name.
 */
export async function recalculateWithLibreOffice(files: Record<string, Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "plexwise-recalc-"));
  try {
    const inDir = path.join(dir, "in");
    const outDir = path.join(dir, "out");
    fs.mkdirSync(inDir);
    const inputs = Object.entries(files).map(([name, bytes]) => {
      const file = path.join(inDir, name);
      fs.writeFileSync(file, bytes);
      return file;
    });
    // A profile of its own, so another LibreOffice running on the machine does not take the conversion over.
    const profile = `-env:UserInstallation=file://${path.join(dir, "profile")}`;
    await promisify(execFile)(SOFFICE, [profile, "--headless", "--convert-to", "xlsx", "--outdir", outDir, ...inputs], {
      timeout: 180_000,
    });
    const result: Record<string, ExcelJS.Workbook> = {};
    for (const name of Object.keys(files)) result[name] = await readWorkbook(path.join(outDir, name));
    return result;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
