import { test as base, expect, type Page } from "@playwright/test";

export const PASSWORD = "Sixplex by the park 2024";
let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${process.pid}.${++counter}@example.com`;

/** Browsers log every 4xx answer to the console; the app handles those (a signed-out 401, a shown error), so only 5xx and script errors fail a test. */
const expectedConsoleErrors = [/Failed to load resource: the server responded with a status of 4\d\d/];

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !expectedConsoleErrors.some((re) => re.test(message.text())))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function register(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  const form = page.getByRole("tabpanel", { name: "Register" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/properties$/);
}

export async function login(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Login" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Login" }).click();
}

export async function logout(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
}
