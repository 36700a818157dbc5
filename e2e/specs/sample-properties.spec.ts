import { expect, register, test, uniqueEmail } from "../support/fixtures";

test("a new user loads the sample properties from the empty list and opens one with its photos and numbers", async ({
  page,
}) => {
  await register(page, uniqueEmail("samples"));
  await page.getByRole("button", { name: "Load sample properties" }).click();
  await expect(page.getByText("Sample properties loaded", { exact: true })).toBeVisible();
  for (const name of ["Sample: Oak Street Fourplex", "Sample: Willow Court", "Sample: Saguaro Gardens"])
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Load sample properties" })).toHaveCount(0);

  await page.getByRole("link", { name: "Sample: Willow Court", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Sample: Willow Court", level: 1 })).toBeVisible();
  await expect(page.getByText("1 / 2")).toBeVisible();
  await page.getByRole("tab", { name: "Financials" }).click();
  await expect(page.getByRole("region", { name: "Metrics" })).toContainText("Debt Coverage Ratio");
  await expect(page.getByRole("region", { name: "Check these figures" })).toHaveCount(0);
});
