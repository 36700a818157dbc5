import { arc, pie } from "d3-shape";
import { money } from "../lib/format";

export type DonutSlice = { key: string; label: string; value: number; color: string };

const SIZE = 320;
const INNER = 90;
const OUTER = 150;

const layout = pie<DonutSlice>()
  .value((slice) => Math.max(0, slice.value))
  .sort(null);
const sector = arc<{ startAngle: number; endAngle: number }>().innerRadius(INNER).outerRadius(OUTER);

/** Each slice's path, its angles (radians, clockwise from twelve o'clock) and its hover text. */
export function donutSectors(slices: DonutSlice[]) {
  return layout(slices).map((piece) => ({
    key: piece.data.key,
    color: piece.data.color,
    startAngle: piece.startAngle,
    endAngle: piece.endAngle,
    path: sector(piece) ?? "",
    title: `${piece.data.label}: ${money(piece.data.value)}`,
  }));
}

/**
 * The donut itself: d3-shape's pie layout and arcs drawn as SVG paths, a few kilobytes where a chart library was
 * most of the Financials page's code. Slices go clockwise from twelve o'clock in the legend's order; hovering a
 * slice names it with its amount (the legend beside says the same to everyone).
 */
export function DonutPie({ slices }: { slices: DonutSlice[] }) {
  return (
    <svg viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`} width="100%" height={SIZE} aria-hidden="true">
      {donutSectors(slices).map((s) => (
        <path key={s.key} d={s.path} fill={s.color} data-slice={s.key}>
          <title>{s.title}</title>
        </path>
      ))}
    </svg>
  );
}
