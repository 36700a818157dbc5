import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, register, test, uniqueEmail } from "../support/fixtures";

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

  test(`signed-in pages and the open menu have no serious or critical axe violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await register(page, uniqueEmail(`a11y${width}`));
    expect(await seriousViolations(page), "/properties").toEqual([]);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("menuitem", { name: "My Properties" })).toBeVisible();
    expect(await seriousViolations(page), "menu open").toEqual([]);
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
