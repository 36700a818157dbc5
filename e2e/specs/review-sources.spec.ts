import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { unitMixOmPdf } from "../support/unit-mix-om-pdf";

test("the review shows where each value was printed, the totals that disagree, and rows made from the unit mix", async ({
  page,
}, testInfo) => {
  await register(page, uniqueEmail("sources"));
  await page.goto("/property/new");
  const pdf = testInfo.outputPath("oak-court-om.pdf");
  fs.writeFileSync(pdf, await unitMixOmPdf());
  await page.getByLabel("Choose documents").setInputFiles([pdf]);
  await page.getByRole("button", { name: "Upload & Extract" }).click();
  await expect(page).toHaveURL(/\/property\/new\/review\?extractId=/);

  // The address's source: the file, the page and the printed line, on focus (and tap) as on hover.
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("77 Oak Ct");
  await page.getByRole("button", { name: "Source of Address" }).focus();
  await expect(page.getByRole("tooltip")).toHaveText('oak-court-om.pdf, page 1: "77 Oak Ct, Dayton, OH 45402"');

  // No rent roll: the unit mix made six rows, each marked.
  await expect(page.getByRole("heading", { name: "Unit Mix" })).toBeVisible();
  await expect(page.getByLabel("Unit number, unit 1")).toHaveValue("2 Bed / 1 Bath #1");
  await expect(page.getByLabel("Rent Monthly, unit 1")).toHaveValue(/1,250/);
  await expect(page.getByLabel("Unit number, unit 6")).toHaveValue("1 Bed / 1 Bath #2");
  await expect(page.getByText("From the unit mix", { exact: true })).toHaveCount(6);

  // The printed total expenses disagree with the lines: listed, and the Expenses section is outlined.
  const checks = page.getByRole("region", { name: "Checks against the documents' totals" });
  await expect(checks.locator('[data-check="failed"]')).toContainText("off by $500");
  await expect(page.getByRole("note").filter({ hasText: "Total expenses (annual)" })).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await page.getByRole("button", { name: "Create Property" }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/snapshot$/);
});
