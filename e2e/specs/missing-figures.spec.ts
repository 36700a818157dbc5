import { expect, register, test, uniqueEmail } from "../support/fixtures";

test("a property created from an address alone asks for its missing figures, and saving them gives a cap rate", async ({
  page,
}) => {
  await register(page, uniqueEmail("missing"));
  await page.goto("/property/new/review");
  await page.getByLabel("Nickname", { exact: true }).fill("Bare Duplex");
  await page.getByLabel("Address", { exact: true }).fill("44 Sparse Street");
  await page.getByRole("button", { name: "Create Property" }).click();

  await expect(page).toHaveURL(/\/property\/new\/missing-stats\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Missing Figures", level: 1 })).toBeVisible();
  await page.getByLabel("Price", { exact: true }).fill("400000");
  await page.getByLabel("Units", { exact: true }).fill("2");
  await page.getByLabel("Total rent monthly").fill("3,000");
  // $10,800 a year of taxes is $900 a month.
  await page.getByLabel("Taxes annual").fill("10,800");
  await expect(page.getByLabel("Taxes monthly")).toHaveValue(/900/);
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/snapshot$/);
  // ($3,000 - $900) x 12 / $400,000 = 6.30%
  await page.goto("/properties");
  await expect(page.getByRole("row").filter({ hasText: "Bare Duplex" })).toContainText("6.30%");
});
