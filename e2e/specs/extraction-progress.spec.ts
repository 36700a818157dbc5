import fs from "node:fs";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { scannedRentRollPdf } from "../support/scanned-pdf";

test("the upload screen shows which page is read with OCR and the time left, can cancel, and then extracts the same files", async ({
  page,
  browser,
}, testInfo) => {
  await register(page, uniqueEmail("progress"));
  const pdf = testInfo.outputPath("elm-court-scan.pdf");
  fs.writeFileSync(pdf, await scannedRentRollPdf(browser, 6));
  await page.goto("/property/new");
  await page.getByLabel("Choose documents").setInputFiles([pdf]);
  await page.getByRole("button", { name: "Upload & Extract" }).click();

  const status = page.getByRole("status").filter({ hasText: "elm-court-scan.pdf" });
  await expect(status).toHaveText(/elm-court-scan\.pdf: reading scanned page \d of 6 with OCR\.\.\./, {
    timeout: 30_000,
  });
  await expect(page.getByRole("progressbar", { name: "Extraction progress" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  // Once a page or two have been read at this scan's own pace, the screen says how long the rest will take.
  await expect(page.getByText(/^(A few seconds|About (a|\d+) (seconds?|minutes?)) left$/)).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Extraction cancelled", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/property\/new$/);
  await expect(page.getByRole("heading", { name: "Selected files (1)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload & Extract" })).toBeEnabled();

  await page.getByRole("button", { name: "Upload & Extract" }).click();
  await expect(page).toHaveURL(/\/property\/new\/review\?extractId=[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByLabel("Full Extract")).toHaveValue(/--- Page 6 \[OCR\] ---/);
  await expect(page.getByLabel("Full Extract")).toHaveValue(/Elm Court Rent Roll/);
});
