import { describe, expect, it } from "vitest";
import { storedOrNull } from "./stored-or-null";

describe("GET comps: a stored result or null", () => {
  it("keeps a stored result", () => {
    const stored = { analysis: {}, meta: {} };
    expect(storedOrNull(stored)).toBe(stored);
  });

  it("reads a JSON null (which the client returns as the text 'null') and an empty body as none", () => {
    expect(storedOrNull("null")).toBeNull();
    expect(storedOrNull(undefined)).toBeNull();
    expect(storedOrNull(null)).toBeNull();
  });
});
