import { describe, expect, it } from "vitest";
import { propertySummary } from "./property-summary.fixture";
import { DEFAULT_SORT, nextSort, sortProperties, type PropertySort } from "./sort-properties";

const property = propertySummary;

const duplex = property({
  id: "a",
  nickname: "duplex",
  address: "12 Oak Ave",
  price: 749_000,
  unitCount: 2,
  capRatePct: 6.1,
  rating: 7,
});
const fourplex = property({
  id: "b",
  nickname: "Fourplex",
  address: "3 Elm St",
  price: 1_425_000,
  unitCount: 4,
  capRatePct: 4.25,
  rating: 5,
  favorite: true,
});
const unnamed = property({ id: "c", nickname: null, address: "99 Pine Rd", price: 300_000, unitCount: 10 });
const all = [fourplex, unnamed, duplex];

const ids = (sort: PropertySort) => sortProperties(all, sort).map((p) => p.id);

describe("sortProperties", () => {
  it("opens on nickname A to Z, ignoring case, with an unnamed property last", () => {
    expect(DEFAULT_SORT).toEqual({ key: "nickname", direction: "asc" });
    expect(ids(DEFAULT_SORT)).toEqual(["a", "b", "c"]);
  });

  it("keeps properties without a nickname, cap rate or rating last in both directions", () => {
    expect(ids({ key: "nickname", direction: "desc" })).toEqual(["b", "a", "c"]);
    expect(ids({ key: "cap", direction: "asc" })).toEqual(["b", "a", "c"]);
    expect(ids({ key: "cap", direction: "desc" })).toEqual(["a", "b", "c"]);
    expect(ids({ key: "rating", direction: "desc" })).toEqual(["a", "b", "c"]);
  });

  it("sorts price and units as numbers ($300K < $749K < $1,425K; 2 < 4 < 10 units)", () => {
    expect(ids({ key: "price", direction: "asc" })).toEqual(["c", "a", "b"]);
    expect(ids({ key: "units", direction: "asc" })).toEqual(["a", "b", "c"]);
    expect(ids({ key: "units", direction: "desc" })).toEqual(["c", "b", "a"]);
  });

  it("sorts addresses by their text, with house numbers in numeric order", () => {
    const nine = property({ id: "9", address: "9 Elm St" });
    const ten = property({ id: "10", address: "10 Elm St" });
    expect(sortProperties([ten, nine], { key: "address", direction: "asc" }).map((p) => p.id)).toEqual(["9", "10"]);
  });

  it("puts favourites first when sorting the heart descending", () => {
    expect(ids({ key: "favorite", direction: "desc" })[0]).toBe("b");
    expect(ids({ key: "favorite", direction: "asc" }).at(-1)).toBe("b");
  });

  it("does not change the array it is given", () => {
    const input = [...all];
    sortProperties(input, { key: "price", direction: "desc" });
    expect(input).toEqual(all);
  });
});

describe("nextSort", () => {
  it("flips the direction when the same header is clicked again", () => {
    expect(nextSort(DEFAULT_SORT, "nickname")).toEqual({ key: "nickname", direction: "desc" });
    expect(nextSort({ key: "nickname", direction: "desc" }, "nickname")).toEqual({ key: "nickname", direction: "asc" });
  });

  it("starts a new column ascending, except favourite which starts descending", () => {
    expect(nextSort(DEFAULT_SORT, "price")).toEqual({ key: "price", direction: "asc" });
    expect(nextSort(DEFAULT_SORT, "favorite")).toEqual({ key: "favorite", direction: "desc" });
    expect(nextSort({ key: "favorite", direction: "desc" }, "favorite")).toEqual({ key: "favorite", direction: "asc" });
  });
});
