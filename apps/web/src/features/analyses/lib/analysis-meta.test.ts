import { describe, expect, it } from "vitest";
import { generatedAtText, narrationText } from "./analysis-meta";

describe("the analysis meta line", () => {
  it("names the model that wrote the prose", () => {
    expect(narrationText({ narration: "model", model: "gpt-4.1-mini", notice: null })).toBe("Written by gpt-4.1-mini");
  });

  it("says the text is plain when no model is configured", () => {
    expect(narrationText({ narration: "template", model: null, notice: null })).toBe(
      "Plain analysis (no AI model configured)",
    );
  });

  it("says plain text without blaming the configuration when the server gives its own reason (the notice)", () => {
    expect(
      narrationText({ narration: "template", model: "gpt-4.1-mini", notice: "This month's AI budget is used up." }),
    ).toBe("Plain analysis");
  });

  it("prints the generated time, or the raw value when it is not a date", () => {
    // The day and hour depend on the time zone the test runs in; the shape does not.
    expect(generatedAtText("2026-01-05T12:00:00.000Z")).toMatch(/^Generated Jan \d{1,2}, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(generatedAtText("yesterday")).toBe("Generated yesterday");
  });
});
