import fs from "node:fs";
import { expect, register, test, uniqueEmail } from "../support/fixtures";

test("a portfolio export lists its properties on the review, and picking one fills the rent roll with its units", async ({
  page,
}, testInfo) => {
  await register(page, uniqueEmail("portfolio"));
  const csv = testInfo.outputPath("pm-portfolio-rent-roll.csv");
  fs.writeFileSync(
    csv,
    [
      "Property,Unit,Tenant,Beds,Baths,Rent",
      "Oak Apartments,1,Ann Lee,2,1,1000",
      "Oak Apartments,2,Bo Park,2,1,1100",
      "Elm Court,E1,Cy Diaz,1,1,900",
      "Elm Court,E2,Dee Fox,1,1,925",
      "Elm Court,E3,,1,1,",
    ].join("\n"),
  );
  await page.goto("/property/new");
  await page.getByLabel("Choose documents").setInputFiles([csv]);
  await page.getByRole("button", { name: "Upload & Extract" }).click();
  await expect(page).toHaveURL(/\/property\/new\/review\?extractId=/);

  await expect(page.getByRole("heading", { name: "This file holds 2 properties" })).toBeVisible();
  await expect(page.getByLabel("Unit number, unit 1")).toHaveValue("1");
  await expect(page.getByLabel("Rent Monthly, unit 2")).toHaveValue(/1,100/);

  await page.getByLabel("Property in this file").selectOption({ label: "Elm Court (3 units)" });
  await expect(page.getByLabel("Units", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Unit number, unit 1")).toHaveValue("E1");
  await expect(page.getByLabel("Rent Monthly, unit 2")).toHaveValue(/925/);
  await expect(page.getByLabel("Unit number, unit 3")).toHaveValue("E3");
  await expect(page.getByLabel("Rent Monthly, unit 3")).toHaveValue("");
  await expect(page.getByLabel("Unit number, unit 4")).toHaveCount(0);
});

/**
 * An AppFolio portfolio export (issue 30): a heading line per property with its address, its unit lines, and a
 * subtotal line per complex. Picking a property takes its address, city, state and zip from its heading, and its
 * own subtotal is the printed total its rows are held against (not the whole file's).
 */
test("picking a property of an AppFolio portfolio export takes its address and its own subtotal", async ({
  page,
}, testInfo) => {
  await register(page, uniqueEmail("portfolio-address"));
  const csv = testInfo.outputPath("appfolio-portfolio.csv");
  fs.writeFileSync(
    csv,
    [
      "Unit,Tags,BD/BA,Tenant,Status,Move-in,Rent",
      '"1002 Chestnut Avenue - 1002 Chestnut Avenue Beaumont, CA 92223",,,,,,',
      ',,3/1.00,Susan M.,Current,5/1/2020,"1,523.00"',
      '"Oak Gardens - 5033 w wilson st Banning, CA 92220",,,,,,',
      '101,,2/1.00,Monet R.,Current,10/5/2021,"1,450.00"',
      "103,,1/1.00,,Vacant-Unrented,,",
      '105,Tenant Owned,1/1.00,Jeanine L.,Current,6/7/2022,"1,425.00"',
      '3 Units,,,,66.7% Occupied,,"2,875.00"',
      '"Wishing Well House - 13063 5th St. yucaipa, CA 92399",,,,,,',
      ",,4/2.00,,Vacant-Unrented,,",
      'Total 5 Units,,,,60.0% Occupied,,"4,398.00"',
    ].join("\n"),
  );
  await page.goto("/property/new");
  await page.getByLabel("Choose documents").setInputFiles([csv]);
  await page.getByRole("button", { name: "Upload & Extract" }).click();
  await expect(page).toHaveURL(/\/property\/new\/review\?extractId=/);
  await expect(page.getByRole("heading", { name: "This file holds 3 properties" })).toBeVisible();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("1002 Chestnut Avenue");

  await page.getByLabel("Property in this file").selectOption({ index: 1 });
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("5033 W Wilson St");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Banning");
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("CA");
  await expect(page.getByLabel("Zip", { exact: true })).toHaveValue("92220");
  await expect(page.getByLabel("Units", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Unit number, unit 1")).toHaveValue("101");
  // Its rows add up to its own subtotal ($2,875), so nothing is flagged against the file's $4,398.
  await expect(page.getByText(/rent roll total of \$4,398/)).toHaveCount(0);
});
