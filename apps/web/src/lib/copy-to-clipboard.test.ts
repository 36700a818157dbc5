import { describe, expect, it, vi } from "vitest";
import { copyToClipboard } from "./copy-to-clipboard";

describe("copyToClipboard", () => {
  it("writes the text and reports success", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    const nav = { clipboard: { writeText } } as unknown as Navigator;
    await expect(copyToClipboard("https://x/reset?token=t", nav)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("https://x/reset?token=t");
  });

  it("reports failure without throwing when the clipboard is unavailable", async () => {
    await expect(copyToClipboard("x", {} as Navigator)).resolves.toBe(false);
    await expect(copyToClipboard("x", undefined)).resolves.toBe(false);
  });

  it("reports failure without throwing when the browser refuses", async () => {
    const nav = { clipboard: { writeText: () => Promise.reject(new Error("denied")) } } as unknown as Navigator;
    await expect(copyToClipboard("x", nav)).resolves.toBe(false);
  });
});
