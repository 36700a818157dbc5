import AxeBuilder from "@axe-core/playwright";
import { dropPictures } from "../support/drop-pictures";
import { expect, register, test, uniqueEmail } from "../support/fixtures";

test("an investor adds three photos by drag and drop, reorders, deletes one, sees the hero on My Properties and the map", async ({
  page,
}) => {
  // The maps service is a third party: a local stand-in answers for it.
  await page.route("https://www.google.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
  );
  await register(page, uniqueEmail("photos"));
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/properties", {
    headers: { origin },
    data: {
      nickname: "Cedar Triplex",
      address: "9 Cedar Lane",
      city: "Madison",
      state: "WI",
      price: 600_000,
      unitCount: 3,
    },
  });
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/property/${id}/snapshot`);
  await expect(page.getByText("No photos yet")).toBeVisible();
  await page.getByRole("button", { name: "Edit Photos" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Photos" });
  await dropPictures(page, dialog.getByTestId("photos-drop-area"), ["#d00000", "#00a000", "#0000d0"]);
  const tiles = dialog.getByTestId("photo-tile");
  await expect(tiles).toHaveCount(3);
  await expect(dialog.getByText("3 of 35 photos.", { exact: false })).toBeVisible();

  const ids = async () =>
    await tiles
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src.split("/").at(-2)));
  const [red, green, blue] = await ids();
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => v.id)).toEqual([]);
  await dialog.getByRole("button", { name: "Move photo 3 left" }).click();
  await expect.poll(ids).toEqual([red, blue, green]);
  await dialog.getByRole("button", { name: "Delete photo 1" }).click();
  await expect.poll(ids).toEqual([blue, green]);
  await dialog.getByRole("button", { name: "Close" }).click();

  await expect(page.getByText("1 / 2")).toBeVisible();
  await page.getByRole("button", { name: "Next photo" }).click();
  await expect(page.getByText("2 / 2")).toBeVisible();
  await page.getByRole("button", { name: "Next photo" }).click();
  await expect(page.getByText("1 / 2")).toBeVisible();

  await page.getByRole("button", { name: "Map" }).click();
  const map = page.locator('iframe[title="Map of 9 Cedar Lane, Madison, WI"]');
  await expect(map).toHaveAttribute("src", /maps\?q=9%20Cedar%20Lane%2C%20Madison%2C%20WI&output=embed/);

  await page.goto("/properties");
  const row = page.getByRole("row").filter({ hasText: "Cedar Triplex" });
  await expect(row.locator("img")).toHaveAttribute("src", `/api/media/${blue}/thumb`);
});
