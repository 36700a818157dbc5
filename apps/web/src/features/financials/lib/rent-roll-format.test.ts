import { describe, expect, it } from "vitest";
import { centsOrDash, localToday, monthName } from "./rent-roll-format";

describe("rent roll analytics formats", () => {
  it("names a month as the expirations table shows it", () => {
    expect(monthName("2027-03")).toBe("Mar 2027");
    expect(monthName("2026-12")).toBe("Dec 2026");
  });

  it("takes today in the user's local time as yyyy-mm-dd", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });

  it("prints a missing average as a dash and cents as whole dollars", () => {
    expect(centsOrDash(null)).toBe("—");
    expect(centsOrDash(145_000)).toBe("$1,450");
  });
});
