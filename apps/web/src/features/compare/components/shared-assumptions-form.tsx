import { useId, useState, type FormEvent } from "react";
import type { CompareAssumptions } from "@plexwise/core";
import { Button } from "@/components/ui/button";
import {
  ASSUMPTION_FIELDS,
  EMPTY_DRAFT,
  readAssumptions,
  type AssumptionsDraft,
  type FieldErrors,
} from "../lib/shared-assumptions";
import { AssumptionInput } from "./assumption-input";
import { CashPurchaseChoice } from "./cash-purchase-choice";

type Props = { pending: boolean; onCompare: (assumptions: CompareAssumptions) => void };

/** The assumptions set once for every compared property; what is left empty stays each property's own. */
export function SharedAssumptionsForm({ pending, onCompare }: Props) {
  const [draft, setDraft] = useState<AssumptionsDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readAssumptions(draft);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    onCompare(read.assumptions);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="rounded-xl border bg-card p-4 shadow-sm"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-base font-semibold">
        Shared assumptions
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Set once for every property. Leave a field empty to use each property&apos;s own value.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <CashPurchaseChoice
          value={draft.cashPurchase}
          onChange={(cashPurchase) => setDraft((d) => ({ ...d, cashPurchase }))}
        />
        {ASSUMPTION_FIELDS.map((field) => (
          <AssumptionInput
            key={field.key}
            field={field}
            value={draft.texts[field.key] ?? ""}
            error={errors[field.key]}
            onChange={(text) => setDraft((d) => ({ ...d, texts: { ...d.texts, [field.key]: text } }))}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={pending}
          onClick={() => {
            setDraft(EMPTY_DRAFT);
            setErrors({});
          }}
        >
          Clear assumptions
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Comparing..." : "Compare"}
        </Button>
      </div>
    </form>
  );
}
