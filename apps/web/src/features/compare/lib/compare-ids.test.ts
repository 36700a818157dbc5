import { describe, expect, it } from "vitest";
import { canCompare } from "./compare-limits";
import { compareHref, parseCompareIds, toggleId } from "./compare-ids";

describe("choosing properties to compare", () => {
  it("allows 2 to 4 properties", () => {
    expect([0, 1, 2, 3, 4, 5].map(canCompare)).toEqual([false, false, true, true, true, false]);
  });

  it("ticks in order and unticks", () => {
    expect(toggleId(toggleId([], "b"), "a")).toEqual(["b", "a"]);
    expect(toggleId(["b", "a"], "b")).toEqual(["a"]);
  });

  it("links to /compare with the ids in the order picked, and reads them back", () => {
    const href = compareHref(["p-2", "p-1", "p-3"]);
    expect(href).toBe("/compare?ids=p-2,p-1,p-3");
    expect(parseCompareIds(href.slice(href.indexOf("?")))).toEqual({ ok: true, ids: ["p-2", "p-1", "p-3"] });
  });

  it("drops blanks and repeats before counting", () => {
    expect(parseCompareIds("?ids=a,,b,a,%20")).toEqual({ ok: true, ids: ["a", "b"] });
    expect(parseCompareIds("ids=a,a")).toEqual({ ok: false, message: "Select 2 to 4 properties to compare." });
  });

  it("refuses no ids, one id and more than four", () => {
    for (const search of ["", "?ids=", "?ids=a", "?ids=a,b,c,d,e"]) {
      expect(parseCompareIds(search)).toEqual({ ok: false, message: "Select 2 to 4 properties to compare." });
    }
  });
});
