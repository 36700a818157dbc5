import fs from "node:fs";
import { dealInputOfProperty } from "@plexwise/core/analysis";
import { maxOffer } from "@plexwise/core/finance";
import { propertyFromResponse } from "@plexwise/core/wire";
import type { PropertyResponse } from "@plexwise/core";
import type { Page } from "@playwright/test";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { rentRollPdf } from "../support/rent-roll-pdf";

const section = (page: Page, title: string) => page.getByRole("region", { name: title });
const open = (page: Page, title: string) => page.getByRole("button", { name: title, exact: true }).click();
const waitForSave = (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

test("an investor uploads a rent roll, plans a value-add with a second loan, and finds the max offer for a DSCR", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await register(page, uniqueEmail("value-add"));
  await page.goto("/property/new");
  const pdf = testInfo.outputPath("birch-rent-roll.pdf");
  fs.writeFileSync(pdf, await rentRollPdf());
  await page.getByLabel("Choose documents").setInputFiles([pdf]);
  await page.getByRole("button", { name: "Upload & Extract" }).click();
  await expect(page).toHaveURL(/\/property\/new\/review\?extractId=/, { timeout: 45_000 });
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("$450,000");
  await page.getByLabel("Nickname", { exact: true }).fill("Birch Row");
  await page.getByRole("button", { name: "Add Expense Item" }).click();
  await page.getByLabel("Expense label 1").fill("Property taxes");
  await page.getByLabel("Expense monthly 1").fill("$600");
  await page.getByRole("button", { name: "Create Property" }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/snapshot$/);
  const id = /\/property\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";

  await page.goto(`/property/${id}/financials`);
  await page.getByRole("switch", { name: "Cash Purchase" }).click();

  // A first mortgage of 65% and a seller carry of 10%, interest only.
  await open(page, "Loans and closing costs");
  const loans = section(page, "Loans and closing costs");
  await loans.getByRole("button", { name: "Add loan" }).click();
  await page.getByTestId("loan-1").getByLabel("Amount (% of price)").fill("65");
  await page.getByTestId("loan-1").getByLabel("Rate").fill("6.5");
  await loans.getByRole("button", { name: "Add loan" }).click();
  await expect(page.getByTestId("loan-2")).toBeVisible();
  // The single-loan fields give way to the loans: the debt service is their total, loan by loan.
  const debt = page.getByRole("region", { name: "Debt Services" });
  await expect(debt.getByLabel("Interest Rate")).toHaveCount(0);
  await expect(debt.getByTestId("loan-breakdown").getByRole("listitem")).toHaveCount(2);
  await expect(debt.getByLabel("Total debt service")).toHaveText(/^\$[\d,]+$/);

  // Renovate the three units, two a year: $12,000 each, $150 more rent, a month down.
  await open(page, "Value-add plan");
  const plan = section(page, "Value-add plan");
  await plan.getByRole("button", { name: "Add unit type" }).click();
  const type = page.getByTestId("unit-type-1");
  // Named "2BR", three units are more 2-bedrooms than the rent roll has (two): refused beside the plan.
  await type.getByLabel("Unit type").fill("2BR");
  await type.getByLabel("Units", { exact: true }).fill("3");
  await expect(
    page.getByRole("alert").filter({ hasText: "renovates 3 2-bedroom units; the rent roll has 2." }),
  ).toBeVisible();
  await type.getByLabel("Unit type").fill("All units");
  // A plan for more units than the building has is refused, with the reason beside the plan.
  await type.getByLabel("Units", { exact: true }).fill("30");
  await expect(page.getByRole("alert").filter({ hasText: "renovates 30 units; the building has 3." })).toBeVisible();
  await type.getByLabel("Units", { exact: true }).fill("3");
  await expect(page.getByRole("alert").filter({ hasText: "renovates" })).toHaveCount(0);
  await type.getByLabel("Budget per unit").fill("12000");
  await type.getByLabel("Rent premium").fill("150");
  await plan.getByLabel("Units renovated per year").fill("2");

  await open(page, "The price that works");
  await section(page, "The price that works").getByLabel("Min DSCR").fill("1.25");
  const answer = page.getByTestId("max-offer");
  await expect(answer).toHaveText(/^Max offer \$[\d,]+ \(binding: DSCR 1\.25\)$/);
  await waitForSave(page);

  // The answer is the engine's for the saved property.
  const saved = propertyFromResponse(
    (await (await page.request.get(`/api/properties/${id}`)).json()) as PropertyResponse,
  );
  expect(saved.underwriting?.loans).toHaveLength(2);
  expect(saved.underwriting?.valueAdd?.unitTypes[0]).toMatchObject({
    label: "All units",
    units: 3,
    budgetPerUnit: 12_000,
  });
  const offer = maxOffer(dealInputOfProperty(saved), { dscr: 1.25 });
  expect(offer).not.toBeNull();
  await expect(answer).toHaveText(`Max offer $${offer?.price.toLocaleString("en-US")} (binding: DSCR 1.25)`);
  const shown = await answer.textContent();

  await page.reload();
  await open(page, "The price that works");
  await expect(page.getByTestId("max-offer")).toHaveText(shown ?? "");
  await open(page, "Value-add plan");
  await expect(page.getByTestId("unit-type-1").getByLabel("Budget per unit")).toHaveValue("12000");
  await open(page, "Loans and closing costs");
  await expect(page.getByTestId("loan-2")).toBeVisible();
});
