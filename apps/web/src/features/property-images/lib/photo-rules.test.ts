import { describe, expect, it } from "vitest";
import { checkPhotos, isPhoto, moveOneStep, wrapIndex } from "./photo-rules";

describe("photo rules (SPEC sections 4 and 5)", () => {
  it("takes jpeg, png, webp, heic and heif, by type or by extension when the type is missing", () => {
    expect(isPhoto({ name: "a.jpg", type: "image/jpeg" })).toBe(true);
    expect(isPhoto({ name: "a.HEIC", type: "" })).toBe(true);
    expect(isPhoto({ name: "a.webp", type: "image/webp" })).toBe(true);
    expect(isPhoto({ name: "a.svg", type: "image/svg+xml" })).toBe(false);
    expect(isPhoto({ name: "a.pdf", type: "application/pdf" })).toBe(false);
  });

  it("says why a pick is refused: a non-image, or more than 35 in all", () => {
    expect(checkPhotos([{ name: "a.jpg", type: "image/jpeg" }], 34)).toBeNull();
    expect(
      checkPhotos(
        [
          { name: "a.jpg", type: "image/jpeg" },
          { name: "b.png", type: "image/png" },
        ],
        34,
      ),
    ).toEqual({ title: "Too many files", description: "Maximum 35 images allowed" });
    expect(checkPhotos([{ name: "x.txt", type: "text/plain" }], 0)).toEqual({
      title: "Invalid files",
      description: "Please select image files only",
    });
  });

  it("moves one step and wraps the gallery index", () => {
    expect(moveOneStep(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveOneStep(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});
