import { useState, type FormEvent } from "react";
import type { Property } from "@plexwise/core";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useSaveMissingStats } from "../hooks/use-save-missing-stats";
import {
  DEFAULT_EXPENSE_CATEGORIES,
  emptyMissingStatsInput,
  findMissingStats,
  type MissingStatsInput,
} from "../lib/missing-stats";
import { digitsOnly, formatPriceInput } from "../lib/number-inputs";
import { AmountPairField } from "./amount-pair-field";
import { ReviewField } from "./review-field";

const sectionClass = "grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6";

/** Inputs for just the key figures this property lacks, and a Save that PATCHes them. */
export function MissingStatsForm({ property }: { property: Property }) {
  const missing = findMissingStats(property);
  const [input, setInput] = useState<MissingStatsInput>(() => emptyMissingStatsInput(property));
  const { save, isPending } = useSaveMissingStats(property);
  const set = (patch: Partial<MissingStatsInput>) => setInput((i) => ({ ...i, ...patch }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save(input);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-6">
      {(missing.price || missing.unitCount) && (
        <section aria-labelledby="missing-basics" className={sectionClass}>
          <h2 id="missing-basics" className="text-lg font-semibold">
            Price and units
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {missing.price && (
              <ReviewField
                id="missing-price"
                label="Price"
                inputMode="numeric"
                placeholder="$0"
                value={input.price}
                onValueChange={(v) => set({ price: formatPriceInput(v) })}
              />
            )}
            {missing.unitCount && (
              <ReviewField
                id="missing-units"
                label="Units"
                inputMode="numeric"
                value={input.unitCount}
                onValueChange={(v) => set({ unitCount: digitsOnly(v, 4) })}
              />
            )}
          </div>
        </section>
      )}
      {missing.rent && (
        <section aria-labelledby="missing-rent" className={sectionClass}>
          <h2 id="missing-rent" className="text-lg font-semibold">
            Rent in place
          </h2>
          {property.units.length === 0 ? (
            <AmountPairField
              id="missing-total-rent"
              label="Total rent"
              amount={input.totalRent}
              onChange={(totalRent) => set({ totalRent })}
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {property.units.map((unit, i) => (
                <AmountPairField
                  key={i}
                  id={`missing-unit-rent-${i + 1}`}
                  label={`Rent, ${unit.unitNumber || `Unit ${i + 1}`}`}
                  amount={input.unitRents[i] ?? { monthlyCents: null, monthlyText: "", annualText: "" }}
                  onChange={(amount) =>
                    setInput((prev) => ({ ...prev, unitRents: prev.unitRents.map((a, j) => (j === i ? amount : a)) }))
                  }
                />
              ))}
            </div>
          )}
        </section>
      )}
      {missing.expenses && (
        <section aria-labelledby="missing-expenses" className={sectionClass}>
          <h2 id="missing-expenses" className="text-lg font-semibold">
            Expenses
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {DEFAULT_EXPENSE_CATEGORIES.map((category) => (
              <AmountPairField
                key={category}
                id={`missing-expense-${category.toLowerCase()}`}
                label={category}
                amount={input.expenses[category]}
                onChange={(amount) =>
                  setInput((prev) => ({ ...prev, expenses: { ...prev.expenses, [category]: amount } }))
                }
              />
            ))}
          </div>
        </section>
      )}
      <div className="flex items-center justify-end gap-2">
        <Button asChild variant="ghost">
          <Link href={`/property/${property.id}/snapshot`}>Skip for now</Link>
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
