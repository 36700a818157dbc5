import fs from "node:fs";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createMapleFourplex } from "../support/properties";

/** Clicks a download link and answers the file's name and bytes. */
async function download(page: Page, link: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) };
}

const rowsOf = (bytes: Buffer) =>
  Papa.parse<Record<string, string>>(bytes.toString("utf8"), { header: true, skipEmptyLines: true }).data;

test("an investor downloads the underwriting workbook and the CSVs from Financials and My Properties", async ({
  page,
}) => {
  await register(page, uniqueEmail("exports"));
  const id = await createMapleFourplex(page);

  await page.goto(`/property/${id}/financials`);
  await expect(page.getByTestId("cash-flow")).toHaveText("+$6,700");

  const workbookFile = await download(page, "Download workbook");
  expect(workbookFile.name).toBe("7-maple-court-workbook.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(workbookFile.bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((s) => s.name)).toEqual([
    "Inputs",
    "Rent Roll",
    "Income & Expenses",
    "Metrics",
    "Projection",
    "Sensitivity",
  ]);
  // The cap rate Financials shows (8.04%), as a live formula with the engine's value cached.
  const metrics = workbook.getWorksheet("Metrics");
  let capRate: ExcelJS.Cell | undefined;
  metrics?.eachRow((row) => {
    if (row.getCell(1).value === "Cap rate %") capRate = row.getCell(2);
  });
  expect(capRate?.formula).toContain("*100/");
  expect(capRate?.result).toBeCloseTo(8.04, 6);

  const rentRoll = await download(page, "Rent roll CSV");
  expect(rentRoll.name).toBe("7-maple-court-rent-roll.csv");
  const units = rowsOf(rentRoll.bytes);
  expect(units.map((u) => u["Rent in place (monthly)"])).toEqual(["2000", "2000", "2000", "2000", "8000"]);

  const lines = await download(page, "Income & expenses CSV");
  const expenses = rowsOf(lines.bytes).filter((l) => l.Kind === "Expense");
  expect(expenses.map((l) => [l.Label, l.Monthly, l.Annual])).toEqual([
    ["Taxes", "1000", "12000"],
    ["Insurance", "300", "3600"],
  ]);

  await page.goto("/properties");
  const list = await download(page, "Export CSV");
  expect(list.name).toBe("my-properties.csv");
  expect(rowsOf(list.bytes).map((p) => [p.Nickname, p.Address, p.Price, p["Cap rate %"]])).toEqual([
    ["Maple Fourplex", "7 Maple Court", "1000000", "8.04"],
  ]);
});
