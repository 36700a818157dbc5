import type { NeighborhoodFactor } from "@plexwise/core";
import { factorValueText, scoreText, weightText } from "../lib/format-figures";

/** What one rating is made of: each factor's figure, its 0-10 score, its weight and where it comes from. */
export function RatingFactorsTable({ caption, factors }: { caption: string; factors: NeighborhoodFactor[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Factor
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Value
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Score
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Weight
            </th>
            <th scope="col" className="py-1 font-medium">
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {factors.map((f, i) => (
            <tr key={`${f.label}-${i}`} className="border-t">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {f.label}
              </th>
              <td className="py-1.5 pr-3 text-right tabular-nums">{factorValueText(f.value, f.unit)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{scoreText(f.score)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{weightText(f.weight)}</td>
              <td className="py-1.5 text-muted-foreground">{f.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
