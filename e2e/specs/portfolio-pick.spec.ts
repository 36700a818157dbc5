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
