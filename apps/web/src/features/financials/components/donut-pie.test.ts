import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DonutPie, donutSectors, type DonutSlice } from "./donut-pie";

const slice = (key: string, value: number): DonutSlice => ({ key, label: key, value, color: "#000" });

describe("the Financials donut", () => {
  it("gives each slice its share of the circle, in the legend's order, for any amounts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 12 }),
        (values) => {
          const sectors = donutSectors(values.map((v, i) => slice(`s${i}`, v)));
          const total = values.reduce((a, b) => a + b, 0);
          expect(sectors.map((s) => s.key)).toEqual(values.map((_, i) => `s${i}`));
          sectors.forEach((s, i) => {
            expect((s.endAngle - s.startAngle) / (2 * Math.PI)).toBeCloseTo((values[i] ?? 0) / total, 9);
            if (i > 0) expect(s.startAngle).toBeCloseTo(sectors[i - 1]?.endAngle ?? Number.NaN, 9);
          });
          expect(sectors.at(-1)?.endAngle).toBeCloseTo(2 * Math.PI, 9);
        },
      ),
    );
  });

  it("draws one path per slice, named with its amount on hover", () => {
    const html = renderToStaticMarkup(
      createElement(DonutPie, { slices: [slice("Mortgage", 1200), slice("Cash Flow", 800)] }),
    );
    expect(html.match(/<path /g)).toHaveLength(2);
    expect(html).toContain("<title>Mortgage: $1,200</title>");
    expect(html).toContain("<title>Cash Flow: $800</title>");
  });
});
