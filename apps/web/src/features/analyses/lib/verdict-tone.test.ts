import { describe, expect, it } from "vitest";
import { verdictTone } from "./verdict-tone";

describe("verdict styles (SPEC section 4: Buy, Avoid, other)", () => {
  it("knows Buy and Avoid whatever their case or spacing", () => {
    expect(verdictTone("Buy")).toBe("buy");
    expect(verdictTone(" avoid ")).toBe("avoid");
    expect(verdictTone("BUY")).toBe("buy");
  });

  it("gives every other verdict the third style", () => {
    expect(verdictTone("Review")).toBe("other");
    expect(verdictTone("Hold")).toBe("other");
    expect(verdictTone("")).toBe("other");
  });
});
