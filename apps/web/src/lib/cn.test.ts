import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins classes, and merges conflicting Tailwind utilities once the merger is installed", async () => {
    const hidden = false;
    expect(cn("h-10 px-4", hidden && "hidden", ["rounded"], "h-12")).toBe("h-10 px-4 rounded h-12");
    await import("./class-merge");
    expect(cn("h-10 px-4", hidden && "hidden", ["rounded"], "h-12")).toBe("px-4 rounded h-12");
  });
});
