import type { Page } from "@playwright/test";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createProperty, fourplex, rowCells } from "../support/properties";

/**
 * /compare, reached from My Properties. Two fourplexes with the same income and expenses (NOI $48,000 a year, see
 * fourplex()), one at $800,000 and one at $700,000: everything that divides by the price favours the cheaper one.
 */

const pick = (page: Page, name: string) => page.getByRole("checkbox", { name: `Select ${name} for comparison` });

/** The ranking's entries, best first (the reasons are nested lists, so only the direct children). */
const rankingEntries = (page: Page) => page.getByTestId("compare-ranking").locator(":scope > li");

async function twoFourplexes(page: Page) {
  const birch = await createProperty(page, fourplex());
  const cedar = await createProperty(
    page,
    fourplex({ nickname: "Cedar Fourplex", address: "14 Cedar Street", price: 700_000 }),
  );
  return { birch, cedar };
}

test("two ticked properties open side by side: the cheaper one has the best cap rate and ranks first; a shared vacancy changes both NOIs", async ({
  page,
}) => {
  await register(page, uniqueEmail("compare"));
  const { birch, cedar } = await twoFourplexes(page);
  await page.goto("/properties");

  await expect(page.getByRole("button", { name: "Compare (0)" })).toBeDisabled();
  await expect(page.getByText("Tick properties to compare them side by side.")).toBeVisible();
  // Ticking is not opening: the row stays on My Properties.
  await pick(page, "Birch Fourplex").check();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole("button", { name: "Compare (1)" })).toBeDisabled();
  await expect(page.getByText("1 selected", { exact: true })).toBeVisible();
  await pick(page, "Cedar Fourplex").check();
  await page.getByRole("button", { name: "Compare (2)" }).click();

  // Columns in the order the properties were ticked.
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${birch},${cedar}$`));
  await expect(page.getByRole("heading", { name: "Compare Properties", level: 1 })).toBeVisible();
  const table = page.getByTestId("compare-table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Metric",
    "Birch Fourplex12 Birch Street",
    "Cedar Fourplex14 Cedar Street",
  ]);

  await expect(rowCells(table, "Price")).toHaveText(["$800,000", "$700,000"]);
  // Same income and expenses: NOI (6,100 - 2,100) x 12 = $48,000 for both, and no row best for a size figure.
  await expect(rowCells(table, "NOI (annual)")).toHaveText(["$48,000", "$48,000"]);
  await expect(rowCells(table, "NOI (annual)").and(table.locator("[data-best]"))).toHaveCount(0);
  // Cap rate 48,000 / 800,000 = 6.00% against 48,000 / 700,000 = 6.86%: the cheaper one's is marked best.
  const capRate = rowCells(table, "Cap rate");
  await expect(capRate).toHaveText(["6.00%", "6.86%★"]);
  await expect(capRate.nth(1)).toHaveAttribute("data-best", "true");
  await expect(capRate.nth(1).getByRole("img", { name: "best" })).toBeVisible();
  await expect(capRate.nth(0)).not.toHaveAttribute("data-best", /.*/);
  // $200,000 against $175,000 per unit: lower is better.
  await expect(rowCells(table, "Price per unit")).toHaveText(["$200,000", "$175,000★"]);

  const entries = rankingEntries(page);
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("#1");
  await expect(entries.nth(0).getByRole("link")).toHaveText("Cedar Fourplex");
  // (6.86 - 4) / (10 - 4) x 30 = 14.3 points; (6.00 - 4) / 6 x 30 = 10.0.
  await expect(entries.nth(0)).toContainText("Cap rate 6.86%: 14.3 of 30 points (scale 4% to 10%).");
  await expect(entries.nth(1)).toContainText("#2");
  await expect(entries.nth(1).getByRole("link")).toHaveText("Birch Fourplex");
  await expect(entries.nth(1)).toContainText("Cap rate 6.00%: 10.0 of 30 points (scale 4% to 10%).");
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText("Compared on each property's own financing and assumptions.");
  await expect(summary).toContainText("Plain comparison");

  // A 10% vacancy for both: GOI 73,200 x 0.9 = 65,880, NOI 65,880 - 25,200 = $40,680;
  // cap rates 40,680 / 800,000 = 5.09% and 40,680 / 700,000 = 5.81%.
  await page.getByLabel("Vacancy (%)").fill("10");
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(rowCells(table, "NOI (annual)")).toHaveText(["$40,680", "$40,680"]);
  await expect(rowCells(table, "GOI (annual)")).toHaveText(["$65,880", "$65,880"]);
  await expect(capRate).toHaveText(["5.09%", "5.81%★"]);
  await expect(entries.nth(0).getByRole("link")).toHaveText("Cedar Fourplex");
  await expect(summary).toContainText(
    "Compared on the same assumptions: 10% vacancy; anything else is each property's own.",
  );

  // A value out of range is refused in the form, and the last comparison stays.
  await page.getByLabel("Vacancy (%)").fill("120");
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(page.getByText("Vacancy must be from 0 to 100.")).toBeVisible();
  await expect(page.getByLabel("Vacancy (%)")).toHaveAttribute("aria-invalid", "true");
  await expect(rowCells(table, "NOI (annual)")).toHaveText(["$40,680", "$40,680"]);

  // Clearing the assumptions goes back to each property's own values.
  await page.getByRole("button", { name: "Clear assumptions" }).click();
  await expect(page.getByLabel("Vacancy (%)")).toHaveValue("");
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(rowCells(table, "NOI (annual)")).toHaveText(["$48,000", "$48,000"]);

  // The names link back to each snapshot.
  await entries.nth(0).getByRole("link", { name: "Cedar Fourplex" }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${cedar}/snapshot$`));
});

test("five ticked properties cannot be compared, and /compare refuses a single id", async ({ page }) => {
  await register(page, uniqueEmail("compare-five"));
  const names = ["Ash Duplex", "Beech Duplex", "Cherry Duplex", "Dogwood Duplex", "Elm Duplex"];
  const ids: string[] = [];
  for (const [i, nickname] of names.entries())
    ids.push(
      await createProperty(page, {
        nickname,
        address: `${i + 1} Grove Road`,
        price: 300_000 + i * 10_000,
        unitCount: 2,
      }),
    );
  await page.goto("/properties");

  for (const name of names.slice(0, 4)) await pick(page, name).check();
  await expect(page.getByRole("button", { name: "Compare (4)" })).toBeEnabled();
  await expect(page.getByRole("alert").filter({ hasText: "Select 2 to 4" })).toHaveCount(0);

  await pick(page, "Elm Duplex").check();
  await expect(page.getByRole("button", { name: "Compare (5)" })).toBeDisabled();
  await expect(page.getByRole("alert").filter({ hasText: "Select 2 to 4 properties to compare." })).toBeVisible();

  await pick(page, "Ash Duplex").uncheck();
  await expect(page.getByRole("button", { name: "Compare (4)" })).toBeEnabled();
  await expect(page.getByText("Select 2 to 4 properties to compare.")).toHaveCount(0);

  await page.getByRole("button", { name: "Clear selection" }).click();
  await expect(page.getByRole("button", { name: "Compare (0)" })).toBeDisabled();
  for (const name of names) await expect(pick(page, name)).not.toBeChecked();

  await page.goto(`/compare?ids=${ids[0]}`);
  await expect(page.getByRole("alert")).toHaveText("Select 2 to 4 properties to compare.");
  await expect(page.getByTestId("compare-table")).toHaveCount(0);
});

test("properties are ticked, compared and re-compared from the keyboard", async ({ page }) => {
  await register(page, uniqueEmail("compare-keyboard"));
  await twoFourplexes(page);
  await page.goto("/properties");

  for (const name of ["Birch Fourplex", "Cedar Fourplex"]) {
    await pick(page, name).focus();
    await page.keyboard.press("Space");
    await expect(pick(page, name)).toBeChecked();
  }
  await expect(page).toHaveURL(/\/properties$/);
  await page.getByRole("button", { name: "Compare (2)" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/compare\?ids=/);
  const table = page.getByTestId("compare-table");
  await expect(rowCells(table, "NOI (annual)")).toHaveText(["$48,000", "$48,000"]);

  // Enter in a field submits the shared assumptions.
  await page.getByLabel("Vacancy (%)").focus();
  await page.keyboard.type("10");
  await page.keyboard.press("Enter");
  await expect(rowCells(table, "NOI (annual)")).toHaveText(["$40,680", "$40,680"]);
});
