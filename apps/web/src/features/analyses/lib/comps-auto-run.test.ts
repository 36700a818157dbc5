import { describe, expect, it } from "vitest";
import { claimCompsAutoRun, compsAutoRunKey, type SessionStore } from "./comps-auto-run";

function memoryStore(): SessionStore & { keys: () => string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    keys: () => [...items.keys()],
  };
}

describe("comparable rents run automatically once per property per session (SPEC section 4)", () => {
  it("says yes the first time for a property and marks it under plexwise:comps-auto-run:<id>", () => {
    const store = memoryStore();
    expect(claimCompsAutoRun(store, "p1")).toBe(true);
    expect(store.keys()).toEqual([compsAutoRunKey("p1")]);
    expect(compsAutoRunKey("p1")).toBe("plexwise:comps-auto-run:p1");
  });

  it("says no on a second visit in the same session", () => {
    const store = memoryStore();
    claimCompsAutoRun(store, "p1");
    expect(claimCompsAutoRun(store, "p1")).toBe(false);
  });

  it("keeps each property's turn separate", () => {
    const store = memoryStore();
    expect(claimCompsAutoRun(store, "p1")).toBe(true);
    expect(claimCompsAutoRun(store, "p2")).toBe(true);
  });

  it("never auto-runs when session storage is missing or refuses (rather than running on every visit)", () => {
    const refusing: SessionStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(claimCompsAutoRun(undefined, "p1")).toBe(false);
    expect(claimCompsAutoRun(refusing, "p1")).toBe(false);
  });
});
