import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createProperty, fourplex, openSection, twoBedUnit } from "../support/properties";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const publicPages = ["/", "/auth", "/forgot-password", "/reset-password?token=abc", "/no/such/page"];

for (const width of [360, 1280]) {
  test(`public pages have no serious or critical axe violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    expect(await seriousViolations(page), "/auth register tab").toEqual([]);
  });

  test(`signed-in pages and the open menu have no serious or critical axe violations at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await register(page, uniqueEmail(`a11y${width}`));
    expect(await seriousViolations(page), "/properties").toEqual([]);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("menuitem", { name: "My Properties" })).toBeVisible();
    expect(await seriousViolations(page), "menu open").toEqual([]);
  });

  test(`the snapshot with its AI sections open and /compare have no serious or critical axe violations at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await register(page, uniqueEmail(`a11y-ai${width}`));
    const id = await createProperty(page, fourplex());
    // A second property in the same ZIP gives the comparable rents a full table and comps list.
    const other = await createProperty(
      page,
      fourplex({
        nickname: "Oak Fourplex",
        address: "20 Oak Street",
        price: 700_000,
        units: [1_400, 1_650, 1_800, 1_500].map(twoBedUnit),
      }),
    );
    await page.goto(`/property/${id}/snapshot`);
    await expect(page.getByRole("heading", { name: "Birch Fourplex", level: 1 })).toBeVisible();
    for (const [title, run] of [
      ["AI-Analyzed Listing Summary", "Generate"],
      ["AI Ratings", "Analyze"],
      ["Pro-forma Analysis", "Analyze"],
    ] as const) {
      const section = await openSection(page, title);
      await section.getByRole("button", { name: run }).click();
      await expect(section.getByRole("button", { name: "Regenerate" })).toBeVisible();
    }
    const comps = await openSection(page, "Comparable Rents");
    await expect(comps.getByTestId("comps-summary-table")).toBeVisible();
    // An outdated result with its badge and Regenerate button.
    await page.getByRole("button", { name: "Edit Price" }).click();
    await page.getByLabel("Price", { exact: true }).fill("750000");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("outdated-badge")).toHaveCount(2);
    expect(await seriousViolations(page), "snapshot with AI sections open").toEqual([]);

    await page.goto(`/compare?ids=${id},${other}`);
    await expect(page.getByTestId("compare-ranking")).toBeVisible();
    expect(await seriousViolations(page), "/compare").toEqual([]);
    await page.getByLabel("Vacancy (%)").fill("120");
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page.getByText("Vacancy must be from 0 to 100.")).toBeVisible();
    expect(await seriousViolations(page), "/compare with a refused assumption").toEqual([]);
  });
}

test("the sign-in form works from the keyboard alone", async ({ page }) => {
  const email = uniqueEmail("keyboard");
  await register(page, email);
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Log Out" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/auth$/);

  const form = page.getByRole("tabpanel", { name: "Login" });
  await form.getByLabel("Email").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Sixplex by the park 2024");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/properties$/);
});
