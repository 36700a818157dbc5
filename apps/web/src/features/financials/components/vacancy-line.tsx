import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { typedAssumption } from "../lib/amount-text";
import { signedMoney } from "../lib/format";

/** The vacancy allowance under the income lines: a percent of gross income, and what it takes off. */
export function VacancyLine({
  vacancyPct,
  amount,
  onVacancy,
}: {
  vacancyPct: number | null;
  amount: number;
  onVacancy: (pct: number | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(vacancyPct === null ? "" : String(vacancyPct));
  return (
    <div className="flex items-center gap-2 border-t py-2 pl-9">
      <label htmlFor={id} className="flex-1 px-2 text-sm">
        Vacancy %
      </label>
      <Input
        id={id}
        className="h-9 w-20 text-right tabular-nums"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const pct = typedAssumption(event.target.value);
          if (event.target.value.trim() === "") onVacancy(null);
          else if (pct !== null && pct >= 0 && pct <= 100) onVacancy(pct);
        }}
      />
      <span className="w-32 text-right text-sm tabular-nums text-muted-foreground">{signedMoney(-amount)}</span>
      <span className="w-9" aria-hidden="true" />
    </div>
  );
}
