import fs from "node:fs";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { onePagePdf } from "../support/one-page-pdf";

/** A rent roll and nothing else (no asking price, which would make it a listing sheet): 2 units. */
const rentRollPdf = () =>
  onePagePdf(({ text, table }) => {
    text("Birch Row Apartments Rent Roll", 50, 740, 14);
    text("48 Birch Row, Madison, WI 53703", 50, 720);
    const rows = [
      ["Unit", "BD/BA", "Status", "Sq Ft", "Market Rent", "Rent"],
      ["1", "2/1.00", "Current", "900", "$1,500", "$1,450"],
      ["2", "2/1.00", "Current", "900", "$1,500", "$1,425"],
      ["Total 2 Units", "", "", "1,800", "$3,000", "$2,875"],
    ];
    table(rows, [50, 130, 200, 280, 350, 450], 670);
  });

/** Issue 32, item 1: the files uploaded on New Property stay with the property, listed on its Snapshot. */
test("the rent roll read on New Property is kept with the property: listed, downloaded, its kind changed, another added, removed", async ({
  page,
}, testInfo) => {
  await register(page, uniqueEmail("documents"));
  await page.goto("/property/new");
  const pdfBytes = await rentRollPdf();
  const pdf = testInfo.outputPath("birch-rent-roll.pdf");
  fs.writeFileSync(pdf, pdfBytes);
  await page.getByLabel("Choose documents").setInputFiles([pdf]);
  await page.getByRole("button", { name: "Upload & Extract" }).click();
  // One extraction runs at a time per server: this one may wait behind another spec's OCR.
  await expect(page).toHaveURL(/\/property\/new\/review\?extractId=[0-9a-f-]{36}$/, { timeout: 45_000 });
  await page.getByLabel("Nickname", { exact: true }).fill("Birch Row documents");
  // A rent roll prints no price and no expenses; the review would ask for them.
  await page.getByLabel("Price", { exact: true }).fill("$450,000");
  await page.getByRole("button", { name: "Add Expense Item" }).click();
  await page.getByLabel("Expense label 1").fill("Property taxes");
  await page.getByLabel("Expense monthly 1").fill("$600");
  await page.getByRole("button", { name: "Create Property" }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/snapshot$/);

  const section = page.getByRole("region", { name: "Documents" });
  const rows = section.getByTestId("document-row");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByRole("link", { name: "birch-rent-roll.pdf", exact: true })).toBeVisible();
  // The kind the extraction found, and the pages it read.
  await expect(row.getByLabel("Kind of birch-rent-roll.pdf")).toHaveValue("rent_roll");
  await expect(row).toContainText("1 page");

  // The download is the very file uploaded.
  const downloading = page.waitForEvent("download");
  await row.getByRole("link", { name: "Download birch-rent-roll.pdf" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("birch-rent-roll.pdf");
  const saved = testInfo.outputPath("downloaded.pdf");
  await download.saveAs(saved);
  expect(fs.readFileSync(saved).equals(pdfBytes)).toBe(true);

  // The PDF opens in the viewer (pdf.js, loaded on first use), its page drawn on a canvas.
  await row.getByRole("button", { name: "View birch-rent-roll.pdf" }).click();
  const viewer = page.getByRole("dialog", { name: "birch-rent-roll.pdf" });
  await expect(viewer.getByText("Page 1 of 1")).toBeVisible();
  await expect(viewer.locator("canvas[data-rendered-page='1']")).toBeVisible();
  await viewer.getByRole("button", { name: "Close" }).click();

  // The kind is the owner's to change, and stays changed.
  await row.getByLabel("Kind of birch-rent-roll.pdf").selectOption("offering_memorandum");
  await page.reload();
  await expect(section.getByLabel("Kind of birch-rent-roll.pdf")).toHaveValue("offering_memorandum");

  // A document added later, from the Snapshot.
  const csv = testInfo.outputPath("seller-t12.csv");
  fs.writeFileSync(csv, "Line,Annual\nTaxes,7200\nInsurance,2400\n");
  await section.getByLabel("Add documents").setInputFiles([csv]);
  await expect(page.getByText("1 document added", { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(section.getByLabel("Kind of seller-t12.csv")).toHaveValue("other");

  // Removed: gone from the list, and its file with it.
  const url = await row.getByRole("link", { name: "birch-rent-roll.pdf", exact: true }).getAttribute("href");
  await section.getByRole("button", { name: "Remove birch-rent-roll.pdf" }).click();
  await expect(page.getByText("Document removed", { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("seller-t12.csv");
  expect((await page.request.get(url ?? "")).status()).toBe(404);
});
