import { expect, PASSWORD, test, uniqueEmail } from "../support/fixtures";

// The public pages do without the signed-in app's chunks (the data layer, TanStack Query, and the modules the
// signed-in pages share): a first visit downloads only what the page shows (docs/decisions/0014-production-build.md).
// With those chunks refused, the sign-in page must still work, its toasts included. (Signing in through to My
// Properties is covered by routing and account-journey.)
test("the public pages name none of the signed-in chunks in their HTML", async ({ page }) => {
  for (const path of ["/", "/auth", "/forgot-password", "/reset-password"]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('rel="modulepreload"');
    expect(html, path).not.toMatch(/\/assets\/(signed-in|app-shared)-/);
  }
});

test("the sign-in page works without the signed-in app's chunks", async ({ page }) => {
  const email = uniqueEmail("before-data-layer");
  await page.request.post("/api/register", { data: { email, password: PASSWORD } });
  await page.context().clearCookies();

  const signedInChunk = /\/assets\/(signed-in|app-shared)-[\w-]+\.js$/;
  // Answered 404, which the browser logs as an expected 4xx: the idle prefetch of the signed-in pages fails quietly.
  await page.route(signedInChunk, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Login" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("not the password");
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password.", { exact: true })).toBeVisible();
});
