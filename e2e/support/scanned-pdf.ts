import type { Browser } from "@playwright/test";
import { PDFDocument } from "pdf-lib";

/**
 * A scanned rent roll: pages that are only a picture of printed text, no text layer, so the server reads each
 * with OCR. The picture is a screenshot Chromium takes of a plain table, as a scanner would see the paper.
 */
export async function scannedRentRollPdf(browser: Browser, pages: number): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 1275, height: 900 } });
  const page = await context.newPage();
  const rows = [
    ["Unit", "Beds", "Baths", "Rent"],
    ["1", "2", "1", "$1,450"],
    ["2", "2", "1", "$1,425"],
    ["3", "1", "1", "$1,100"],
  ];
  await page.setContent(
    `<body style="margin:60px;background:#fff;color:#000;font:28px sans-serif"><h1>Elm Court Rent Roll</h1><table cellpadding="14">${rows
      .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
      .join("")}</table></body>`,
  );
  const png = await page.screenshot({ fullPage: true });
  await context.close();
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const height = Math.round((612 * image.height) / image.width);
  for (let i = 0; i < pages; i += 1) pdf.addPage([612, height]).drawImage(image, { x: 0, y: 0, width: 612, height });
  return Buffer.from(await pdf.save());
}
