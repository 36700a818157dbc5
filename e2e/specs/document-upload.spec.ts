import fs from "node:fs";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { dropPictures } from "../support/drop-pictures";
import { rentRollPdf } from "../support/rent-roll-pdf";

test("an investor uploads a PDF rent roll, reviews the extracted units, creates the property and sees it", async ({
  page,
}, testInfo) => {
  await register(page, uniqueEmail("upload"));
  await page.goto("/property/new");
  await expect(page.getByRole("heading", { name: "First Property", level: 1 })).toBeVisible();
  const extract = page.getByRole("button", { name: "Upload & Extract" });
  await expect(extract).toBeDisabled();

  // A file on disk, so picking it twice gives the same name, size and modified time (a duplicate).
  const pdf = testInfo.outputPath("birch-rent-roll.pdf");
  fs.writeFileSync(pdf, await rentRollPdf());
  const picker = page.getByLabel("Choose documents");
  const exe = testInfo.outputPath("notes.exe");
  fs.writeFileSync(exe, "MZ");
  await picker.setInputFiles([pdf, exe]);
  // Said in a toast, and kept in the file list.
  await expect(page.getByRole("status").filter({ hasText: "notes.exe is not a supported file type" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Files not added" })).toHaveText(
    "notes.exe is not a supported file type",
  );
  await expect(page.getByRole("list", { name: "Selected files" }).getByRole("listitem")).toHaveCount(1);
  await picker.setInputFiles([pdf]);
  await expect(page.getByRole("heading", { name: "Selected files (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText("Files cleared", { exact: true })).toBeVisible();
  await picker.setInputFiles([pdf]);
  await expect(page.getByText("1 new file(s) added", { exact: true })).toBeVisible();
  // A photo chosen here is attached to the property when it is created.
  await dropPictures(page, page.getByTestId("photos-drop-area"), ["#806040"]);
  await expect(page.getByRole("list", { name: "Selected photos" }).getByRole("listitem")).toHaveCount(1);

  await extract.click();
  // One extraction runs at a time per server: this one may wait behind another spec's OCR.
  await expect(page).toHaveURL(/\/property\/new\/review\?extractId=[0-9a-f-]{36}$/, { timeout: 45_000 });
  await expect(page.getByText("Successfully processed 1 file(s)", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("48 Birch Row");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Madison");
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("$450,000");
  await expect(page.getByLabel("Units", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Rent Monthly, unit 1")).toHaveValue(/1,450/);
  await expect(page.getByLabel("Rent Monthly, unit 2")).toHaveValue(/1,425/);
  // The vacant unit's asking rent is not collected rent.
  await expect(page.getByLabel("Rent Monthly, unit 3")).toHaveValue("");
  await expect(page.getByLabel("Full Extract")).toHaveValue(/--- Page 1 ---/);

  // A rent roll carries no expenses: the investor adds the taxes before creating.
  await page.getByLabel("Nickname", { exact: true }).fill("Birch Row");
  await page.getByRole("button", { name: "Add Expense Item" }).click();
  await page.getByLabel("Expense label 1").fill("Property taxes");
  await page.getByLabel("Expense monthly 1").fill("$600");
  await page.getByRole("button", { name: "Create Property" }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/snapshot$/);
  await expect(page.getByRole("heading", { name: "Birch Row", level: 1 })).toBeVisible();
  await expect(page.getByText("48 Birch Row").first()).toBeVisible();
  await expect(page.getByText("$450K").first()).toBeVisible();
  await expect(page.getByText("1 / 1")).toBeVisible();
});
