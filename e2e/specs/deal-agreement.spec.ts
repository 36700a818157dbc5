import { expect, register, test, uniqueEmail } from "../support/fixtures";
import {
  createProperty,
  financialsMetric,
  fourplex,
  openSection,
  rowCells,
  sectionMetric,
  twoBedUnit,
} from "../support/properties";

/**
 * One number everywhere: a fourplex whose fourth unit is vacant but still carries its $1,500 asking rent.
 * Rent in place $4,500 + $100 laundry - $2,100 expenses = $2,500 a month: NOI $30,000 a year, a 3.75% cap rate
 * at $800,000, on My Properties, Financials, the Snapshot's pro-forma and /compare alike.
 */
const vacantWithRent = { ...twoBedUnit(1_500), vacant: true };

test("a vacant unit with an asking rent gives the same NOI and cap rate on every screen", async ({ page }) => {
  await register(page, uniqueEmail("one-number"));
  const units = [twoBedUnit(1_500), twoBedUnit(1_500), twoBedUnit(1_500), vacantWithRent];
  const id = await createProperty(page, fourplex({ units }));
  const other = await createProperty(page, fourplex({ nickname: "Cedar Fourplex", address: "14 Cedar Street" }));

  await page.goto("/properties");
  await expect(page.getByRole("row").filter({ hasText: "Birch Fourplex" })).toContainText("3.75%");

  await page.goto(`/property/${id}/financials`);
  await expect(financialsMetric(page, "Cap Rate")).toHaveText("3.75%");
  await expect(page.getByTestId("cash-flow")).toHaveText("+$2,500");

  await page.goto(`/property/${id}/snapshot`);
  const proforma = await openSection(page, "Pro-forma Analysis");
  await proforma.getByRole("button", { name: "Analyze" }).click();
  await expect(sectionMetric(proforma, "NOI (annual)")).toHaveText("$30,000");
  await expect(sectionMetric(proforma, "Cap Rate")).toHaveText("3.75%");

  await page.goto(`/compare?ids=${id},${other}`);
  const table = page.getByTestId("compare-table");
  await expect(rowCells(table, "NOI (annual)")).toHaveText(["$30,000", "$48,000"]);
  await expect(rowCells(table, "Cap rate")).toHaveText([/^3\.75%/, /^6\.00%/]);
});

test("figures that look misread are named on Financials and /compare, ranked last, and Create asks to confirm", async ({
  page,
}) => {
  await register(page, uniqueEmail("guard"));
  // No expenses at all: NOI equals income, and the cap rate is overstated.
  const id = await createProperty(page, fourplex({ expenses: [] }));
  const other = await createProperty(page, fourplex({ nickname: "Cedar Fourplex", address: "14 Cedar Street" }));

  await page.goto(`/property/${id}/financials`);
  await expect(page.getByRole("region", { name: "Check these figures" })).toContainText(
    "No operating expenses are entered",
  );

  await page.goto(`/compare?ids=${id},${other}`);
  await expect(page.getByRole("region", { name: "Check the figures of Birch Fourplex" })).toContainText("Likely wrong");
  await expect(page.getByTestId("compare-table").getByText("Figures look wrong")).toHaveCount(1);
  const ranking = page.getByTestId("compare-ranking").locator(":scope > li");
  await expect(ranking.first()).toContainText("Cedar Fourplex");
  await expect(ranking.last()).toContainText("Its figures look wrong");

  await page.goto("/property/new/review");
  await page.getByLabel("Address", { exact: true }).fill("9 Pine Road");
  await page.getByLabel("Price", { exact: true }).fill("500000");
  await page.getByLabel("Units", { exact: true }).fill("2");
  await page.getByLabel("Rent Monthly, unit 1").fill("1500");
  await page.getByLabel("Rent Monthly, unit 2").fill("1500");
  await page.getByRole("button", { name: "Create Property" }).click();
  const dialog = page.getByRole("alertdialog", { name: "These figures look wrong" });
  await expect(dialog).toContainText("No operating expenses are entered");
  await dialog.getByRole("button", { name: "Go back and check" }).click();
  await expect(page).toHaveURL(/\/property\/new\/review$/);
  await page.getByRole("button", { name: "Create Property" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Create anyway" }).click();
  await expect(page).toHaveURL(/\/property\/new\/missing-stats\?id=|\/property\/[0-9a-f-]{36}\/snapshot$/);
});
