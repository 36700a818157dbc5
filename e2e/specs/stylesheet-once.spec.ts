import { expect, register, test, uniqueEmail } from "../support/fixtures";
import { createMapleFourplex } from "../support/properties";

// index.html holds the app's whole stylesheet inline (apps/web/build/inline-css.ts). No chunk loaded later may fetch
// it again: that was a second download and a restyle of the whole page, the longest task of a signed-in page's start.
test("the pages and their lazy parts are styled by the inline stylesheet alone", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet" || new URL(request.url()).pathname.endsWith(".css"))
      stylesheets.push(request.url());
  });
  await register(page, uniqueEmail("stylesheet"));
  const id = await createMapleFourplex(page);

  await page.goto(`/property/${id}/financials`);
  const heading = page.getByRole("heading", { name: "Maple Fourplex", level: 1 });
  await expect(heading).toBeVisible();
  // The lazy parts: the Expenses lines' drag and drop, the header's menu, another page's chunks.
  await page.getByRole("button", { name: /^Expenses/ }).click();
  await expect(page.getByRole("list", { name: "Expenses lines" })).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("menuitem", { name: "New Property" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Snapshot" }).click();
  await expect(page.getByRole("tab", { name: "Snapshot", selected: true })).toBeVisible();

  // Styled all along: Tailwind's bold heading, from the <style> element.
  expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe("700");
  expect(await page.locator("head style").count()).toBeGreaterThan(0);
  expect(stylesheets).toEqual([]);
});
