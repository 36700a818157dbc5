import { useId, useState } from "react";
import type { DealAnalysis } from "@plexwise/core/finance";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Button } from "@/components/ui/button";
import type { FinancialsDraft } from "../lib/draft";
import { switchDownPaymentMode, type DraftEdit } from "../lib/draft-edits";
import { typedDownPayment, typedRatePct, typedWholeYears, type ViewMode } from "../lib/amount-text";
import { money, signedMoney } from "../lib/format";
import { LabeledInput } from "./labeled-input";
import { LoanBreakdown } from "./loan-breakdown";

const numberText = (value: number | null) => (value === null ? "" : String(value));

/** A free-text field (SPEC section 5) that keeps what was typed and reports the value it reads. */
function TextField({
  label,
  initial,
  suffix,
  onText,
}: {
  label: string;
  initial: string;
  suffix: string;
  onText: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  const onChange = (typed: string) => {
    setText(typed);
    onText(typed);
  };
  return (
    <LabeledInput
      label={label}
      value={text}
      onChange={onChange}
      after={<span className="text-sm text-muted-foreground">{suffix}</span>}
    />
  );
}

function DownPaymentField({ draft, edit }: { draft: FinancialsDraft; edit: (change: DraftEdit) => void }) {
  const { mode, value } = draft.downPayment;
  const [text, setText] = useState(value ? String(value) : "");
  function onChange(typedText: string) {
    const typed = typedDownPayment(typedText);
    setText(typed.text);
    edit({ type: "downPayment", value: { mode, value: mode === "pct" ? Math.min(typed.value, 100) : typed.value } });
  }
  // The field is remounted (keyed by mode) after a switch, so it starts from the converted value.
  const switchMode = () => edit({ type: "downPayment", value: switchDownPaymentMode(draft.downPayment, draft.price) });
  const modeButton = (
    <Button
      variant="outline"
      size="sm"
      onClick={switchMode}
      aria-label={mode === "pct" ? "Enter the down payment in dollars" : "Enter the down payment as a percent"}
    >
      {mode === "pct" ? "%" : "$"}
    </Button>
  );
  return <LabeledInput label="Down Payment" value={text} onChange={onChange} after={modeButton} />;
}

type Props = { draft: FinancialsDraft; analysis: DealAnalysis; mode: ViewMode; edit: (change: DraftEdit) => void };

/** Financing: the Cash Purchase switch, and with it off the loan terms and the read-only payment. */
export function DebtSection({ draft, analysis, mode, edit }: Props) {
  const switchId = useId();
  const headingId = useId();
  const perPeriod = mode === "annual" ? 12 : 1;
  const payment = analysis.loan?.monthlyPayment ?? 0;
  const hasLoans = (draft.underwriting?.loans?.length ?? 0) > 0;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold">
          Debt Services
        </h2>
        <span className="font-semibold tabular-nums">{signedMoney(-analysis.monthly.debtService * perPeriod)}</span>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <Label htmlFor={switchId}>Cash Purchase</Label>
        <Switch
          id={switchId}
          checked={draft.cashPurchase}
          onCheckedChange={(value) => edit({ type: "cashPurchase", value })}
        />
      </div>
      {draft.cashPurchase && hasLoans && (
        <p className="mt-3 text-sm text-amber-800" role="note">
          A cash purchase: your loans below are not used. Turn off Cash Purchase to finance the deal with them.
        </p>
      )}
      {!draft.cashPurchase && hasLoans && <LoanBreakdown analysis={analysis} mode={mode} />}
      {!draft.cashPurchase && !hasLoans && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <DownPaymentField key={draft.downPayment.mode} draft={draft} edit={edit} />
          <TextField
            label="Interest Rate"
            suffix="%"
            initial={numberText(draft.interestRatePct)}
            onText={(text) => edit({ type: "set", field: "interestRatePct", value: typedRatePct(text) })}
          />
          <TextField
            label="Amortization"
            suffix="years"
            initial={numberText(draft.amortYears)}
            onText={(text) => edit({ type: "set", field: "amortYears", value: typedWholeYears(text) })}
          />
          <div className="grid gap-1.5">
            <span className="text-sm font-medium">
              {mode === "annual" ? "Annual Mortgage Payment" : "Monthly Mortgage Payment"}
            </span>
            <output
              className="flex h-10 items-center rounded-md border bg-muted px-3 tabular-nums"
              aria-label="Mortgage Payment"
            >
              {money(Math.round(payment) * perPeriod)}
            </output>
          </div>
        </div>
      )}
    </section>
  );
}
