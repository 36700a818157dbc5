import { useState } from "react";
import { Label } from "@/components/ui/label";
import type { PortfolioProperty } from "../lib/extraction-provenance";

/**
 * A property manager's export of several properties: the first one's units are in the rent roll below; picking
 * another replaces them with that property's own rows, unit count, address and printed subtotal (portfolio-pick.ts).
 */
export function PortfolioPanel({
  portfolio,
  onPick,
}: {
  portfolio: PortfolioProperty[];
  onPick: (index: number) => void;
}) {
  const [picked, setPicked] = useState(0);
  if (portfolio.length < 2) return null;
  const unitsText = (p: PortfolioProperty) => `${p.unitRows.length} unit${p.unitRows.length === 1 ? "" : "s"}`;
  return (
    <section aria-labelledby="review-portfolio" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="review-portfolio" className="text-lg font-semibold">
        This file holds {portfolio.length} properties
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        A property is underwritten on its own. Pick the one you are buying: its address and units fill the form.
      </p>
      <div className="mt-3 grid gap-1.5 sm:max-w-md">
        <Label htmlFor="review-portfolio-pick">Property in this file</Label>
        <select
          id="review-portfolio-pick"
          className="h-10 rounded-md border bg-background px-3 text-sm"
          value={picked}
          onChange={(e) => {
            const index = Number(e.target.value);
            if (!portfolio[index]) return;
            setPicked(index);
            onPick(index);
          }}
        >
          {portfolio.map((p, index) => (
            <option key={`${index}-${p.name}`} value={index}>
              {p.name} ({unitsText(p)})
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
