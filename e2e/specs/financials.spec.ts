import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createMapleFourplex, financialsMetric } from "../support/properties";

const expenseNames = (page: Page) =>
  page.getByRole("list", { name: "Expenses lines" }).getByRole("textbox", { name: /^Name of / });

async function waitForSave(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
}

test("an investor underwrites a fourplex on Financials, and every edit survives a reload", async ({ page }) => {
  await register(page, uniqueEmail("financials"));
  const id = await createMapleFourplex(page);
  await page.goto(`/property/${id}/financials`);
  await expect(page.getByRole("heading", { name: "Maple Fourplex", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Financials", selected: true })).toBeVisible();

  // Cash purchase: $8,000 income - $1,300 expenses = $6,700 a month; cap rate 80,400 / 1,000,000 = 8.04%.
  const cashFlow = page.getByTestId("cash-flow");
  await expect(cashFlow).toHaveText("+$6,700");
  await expect(financialsMetric(page, "Cap Rate")).toHaveText("8.04%");
  await expect(financialsMetric(page, "Price / Unit")).toHaveText("$250,000");
  await expect(financialsMetric(page, "Debt Coverage Ratio")).toHaveCount(0);
  await page.getByRole("button", { name: "Annual" }).click();
  await expect(cashFlow).toHaveText("+$80,400");
  await page.getByRole("button", { name: "Monthly" }).click();
  await expect(cashFlow).toHaveText("+$6,700");

  // Add an expense, name it, price it, and drag it to the top with the keyboard.
  await page.getByRole("button", { name: /^Expenses/ }).click();
  await page.getByRole("button", { name: "Add Expense" }).click();
  await page.getByRole("textbox", { name: "Name of New Expense" }).fill("Landscaping");
  await page.getByRole("textbox", { name: "Amount of Landscaping" }).fill("$200");
  await expect(cashFlow).toHaveText("+$6,500");
  const names = () => expenseNames(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  // One step at a time (pick up, up, drop), each checked before the next.
  for (const expected of [
    ["Taxes", "Landscaping", "Insurance"],
    ["Landscaping", "Taxes", "Insurance"],
  ]) {
    const handle = page.getByRole("button", { name: "Move Landscaping" });
    const rowId = await handle.getAttribute("data-row-id");
    await handle.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowUp");
    // dnd-kit announces when the row is over another row; dropping before that would drop it in place.
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
      new RegExp(`was moved over droppable area (?!${rowId}\\.)`),
    );
    await page.keyboard.press("Space");
    await expect.poll(names).toEqual(expected);
  }

  // Finance it: 25% down on $1,000,000 is a $750,000 loan; at 6.5% over 30 years, PMT = $4,740.51 a month.
  await page.getByRole("switch", { name: "Cash Purchase" }).click();
  await page.getByRole("textbox", { name: "Down Payment" }).fill("25");
  await page.getByRole("textbox", { name: "Interest Rate" }).fill("6.5");
  await page.getByRole("textbox", { name: "Amortization" }).fill("30");
  await expect(page.getByRole("status", { name: "Mortgage Payment" })).toHaveText("$4,741");
  // DSCR = ($8,000 - $1,500) / $4,740.51 = 1.37; LTV 75.0%.
  await expect(financialsMetric(page, "Debt Coverage Ratio")).toHaveText("1.37");
  await expect(financialsMetric(page, "Loan to Value")).toHaveText("75.0%");
  await expect(cashFlow).toHaveText("+$1,759");
  const irrBefore = await financialsMetric(page, "IRR").textContent();

  await page.getByRole("button", { name: "Assumptions" }).click();
  const dialog = page.getByRole("dialog", { name: "IRR Assumptions" });
  await dialog.getByLabel("Hold Period").fill("5");
  await dialog.getByLabel("Exit Cap Rate").fill("7");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(financialsMetric(page, "IRR")).not.toHaveText(irrBefore ?? "");
  const irrAfter = await financialsMetric(page, "IRR").textContent();
  await waitForSave(page);

  await page.reload();
  await expect(page.getByRole("switch", { name: "Cash Purchase" })).not.toBeChecked();
  await expect(page.getByRole("textbox", { name: "Down Payment" })).toHaveValue("25");
  await expect(page.getByRole("textbox", { name: "Interest Rate" })).toHaveValue("6.5");
  await expect(page.getByRole("textbox", { name: "Amortization" })).toHaveValue("30");
  await expect(page.getByRole("status", { name: "Mortgage Payment" })).toHaveText("$4,741");
  await expect(financialsMetric(page, "Debt Coverage Ratio")).toHaveText("1.37");
  await expect(financialsMetric(page, "IRR")).toHaveText(irrAfter ?? "");
  await page.getByRole("button", { name: /^Expenses/ }).click();
  await expect
    .poll(async () => expenseNames(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
    .toEqual(["Landscaping", "Taxes", "Insurance"]);
  await page.getByRole("button", { name: "Assumptions" }).click();
  await expect(dialog.getByLabel("Hold Period")).toHaveValue("5");
  await expect(dialog.getByLabel("Exit Cap Rate")).toHaveValue("7");
});

test("a change the server refuses says why and keeps the typed value; the screen passes axe", async ({ page }) => {
  await register(page, uniqueEmail("financials-refused"));
  const id = await createMapleFourplex(page);
  await page.goto(`/property/${id}/financials`);
  const units = page.getByRole("textbox", { name: "Units" });
  await units.fill("5000");
  await expect(page.getByText("unitCount: Units must be at most 2000.", { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Couldn't save the last change" })).toBeVisible();
  await expect(units).toHaveValue("5000");
  await expect(financialsMetric(page, "Price / Unit")).toHaveText("$200");

  for (const section of [/^Income/, /^Expenses/, /^Projection/, /^Sensitivity/])
    await page.getByRole("button", { name: section }).click();
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => v.id);
  expect(await serious()).toEqual([]);
  await page.getByRole("button", { name: "Assumptions" }).click();
  await expect(page.getByRole("dialog", { name: "IRR Assumptions" })).toBeVisible();
  expect(await serious()).toEqual([]);
});
