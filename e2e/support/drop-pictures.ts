import { expect, type Locator, type Page } from "@playwright/test";

/** Drops pictures made in the page (coloured PNGs) on a drop area, as a person dragging files from the desktop would. */
export async function dropPictures(page: Page, target: Locator, colors: string[]) {
  const dataTransfer = await page.evaluateHandle(async (list) => {
    const transfer = new DataTransfer();
    for (const [i, color] of list.entries()) {
      const canvas = new OffscreenCanvas(640, 480);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.fillStyle = color;
      context.fillRect(0, 0, 640, 480);
      const blob = await canvas.convertToBlob({ type: "image/png" });
      transfer.items.add(new File([blob], `photo-${i + 1}.png`, { type: "image/png" }));
    }
    return transfer;
  }, colors);
  await target.dispatchEvent("dragover", { dataTransfer });
  await expect(target).toContainText("Drop files here");
  await target.dispatchEvent("drop", { dataTransfer });
}
