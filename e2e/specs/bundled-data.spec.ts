import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createProperty, fourplex, openSection, rowCells, twoBedUnit } from "../support/properties";

/**
 * With no AI provider and no data keys, the Snapshot still rates the neighbourhood and shows HUD's rent floor, from
 * the public data bundled with the app, each figure beside its source and vintage.
 */

const austin = () =>
  fourplex({
    nickname: "Colorado Street Fourplex",
    address: "201 Colorado St",
    city: "Austin",
    state: "TX",
    zip: "78701",
    units: [
      { ...twoBedUnit(1_800), unitNumber: "1", beds: 1, sqft: 650 },
      { ...twoBedUnit(1_800), unitNumber: "2", beds: 1, sqft: 650 },
      { ...twoBedUnit(2_400), unitNumber: "3" },
      { ...twoBedUnit(2_400), unitNumber: "4" },
    ],
  });

test("a property in 78701 shows neighbourhood ratings with their sources and vintages, and the FY2024 SAFMR for each unit type", async ({
  page,
}) => {
  await register(page, uniqueEmail("bundled-austin"));
  const id = await createProperty(page, austin());
  await page.goto(`/property/${id}/snapshot`);
  await expect(page.getByRole("heading", { name: "Colorado Street Fourplex", level: 1 })).toBeVisible();

  const ratings = await openSection(page, "AI Ratings");
  await ratings.getByRole("button", { name: "Analyze" }).click();
  await expect(ratings.getByText(/^Computed from public data: /)).toContainText("ZCTA 78701 (Austin, TX)");
  await expect(ratings.getByText(/^Computed from public data: /)).toContainText(
    "FBI UCR 2019, Table 8 (bundled): city of Austin, TX, city-level",
  );
  const card = (label: string) =>
    ratings.locator("div.rounded-lg", { has: page.getByRole("heading", { name: label, exact: true }) });
  for (const label of ["Crime", "Jobs", "Neighborhood"]) await expect(card(label)).toContainText("/10");
  await expect(card("Schools")).toContainText("Not rated");
  await expect(card("Schools")).toContainText("No school data is bundled with Plexwise");
  await expect(card("Crime")).toContainText("Violent crime in Austin (2019, city-level)");
  await expect(card("Crime")).toContainText("FBI UCR 2019, Table 8, city of Austin, TX (city-level, bundled)");
  await expect(card("Jobs")).toContainText("U.S. Census Bureau, ACS 5-year 2018-2022, ZIP Code Tabulation Area 78701");
  await expect(card("Neighborhood")).toContainText("2007-2011 and 2020-2024");
  await expect(ratings).toContainText("bundled with Plexwise");

  const comps = await openSection(page, "Comparable Rents");
  const table = comps.getByTestId("comps-summary-table");
  await expect(table.getByRole("columnheader", { name: "HUD FMR (floor)" })).toBeVisible();
  await expect(rowCells(table, "1 Bed / 1 Bath").last()).toHaveText("$2,460");
  await expect(rowCells(table, "2 Bed / 1 Bath").last()).toHaveText("$2,890");
  await expect(comps.getByTestId("fmr-floor-source")).toContainText(
    "HUD Small Area FMR FY2024, ZIP 78701 (Austin-Round Rock, TX MSA): a floor",
  );
  await expect(comps).toContainText("2 unit types with a floor");
});

test("a ZIP outside the bundled data says so plainly in the comps' sources", async ({ page }) => {
  await register(page, uniqueEmail("bundled-outside"));
  const id = await createProperty(page, fourplex({ nickname: "Nowhere Fourplex", zip: "99999" }));
  await page.goto(`/property/${id}/snapshot`);
  const comps = await openSection(page, "Comparable Rents");
  await expect(comps.getByTestId("fmr-floor-source")).toHaveText(
    "HUD FMR (floor): ZIP 99999 is outside the bundled HUD data (no FY2024 Small Area FMR and no county match), so there is no rent floor for it.",
  );
  await expect(rowCells(comps.getByTestId("comps-summary-table"), "2 Bed / 1 Bath").last()).toHaveText("—");
});
