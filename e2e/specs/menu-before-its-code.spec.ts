import type { Page } from "@playwright/test";
import { expect, register, test, uniqueEmail } from "../support/fixtures";

// The signed-in menu's code (app-menu-*.js) downloads after the page's first paint; its button stands in until then
// (app-header.tsx). On a slow connection or a busy machine the code arrives while the user is at the button: the
// focus they gave it and the press they started must carry over to the real menu.

/** Holds the menu's code until `release` is called; `arrived` resolves once the browser has it. */
async function holdMenuCode(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/app-menu-[\w-]+\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** The real menu's trigger (Radix marks it as opening a menu) has replaced the stand-in. */
const realTrigger = (page: Page) => page.locator('button[aria-label="Open menu"][aria-haspopup="menu"]');

test("a keyboard user on the menu button keeps the focus when the menu's code arrives, and Enter opens it", async ({
  page,
}) => {
  const code = await holdMenuCode(page);
  await register(page, uniqueEmail("menu-focus"));
  await page.getByRole("button", { name: "Open menu" }).focus();
  await expect.poll(code.held).toBeGreaterThan(0);
  code.release();
  await expect(realTrigger(page)).toBeVisible();
  await expect(realTrigger(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Log Out" })).toBeVisible();
});

test("a tap on the menu button before its code arrives opens the menu when it does", async ({ page }) => {
  const code = await holdMenuCode(page);
  await register(page, uniqueEmail("menu-tap"));
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect.poll(code.held).toBeGreaterThan(0);
  code.release();
  await expect(page.getByRole("menuitem", { name: "My Properties" })).toBeVisible();
  await page.getByRole("menuitem", { name: "New Property" }).click();
  await expect(page).toHaveURL(/\/property\/new$/);
});
