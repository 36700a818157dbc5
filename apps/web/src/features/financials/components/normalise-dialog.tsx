import { useState } from "react";
import type { NormaliseProposal, NormaliseRule, NormaliseSettings } from "@plexwise/core/underwriting-lines";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { typedAmountToMonthlyCents, typedRatePct, type ViewMode } from "../lib/amount-text";
import { DASH, money } from "../lib/format";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  proposals: NormaliseProposal[];
  mode: ViewMode;
  settings: NormaliseSettings;
  stateRatePct: number | null;
  onSettings: (next: NormaliseSettings) => void;
  /** `override`: cents per month, or a percent for vacancy; undefined accepts the proposal's figure. */
  onAccept: (proposal: NormaliseProposal, override?: number) => void;
};

function figures(proposal: NormaliseProposal, perPeriod: number) {
  if (proposal.target === "vacancy") {
    return { current: `${proposal.currentPct ?? 0}%`, proposed: `${proposal.proposedPct}%` };
  }
  const shown = (cents: number | null) => (cents === null ? DASH : money((cents / 100) * perPeriod));
  return { current: shown(proposal.currentCents), proposed: shown(proposal.proposedCents) };
}

function ProposalItem({
  proposal,
  mode,
  onAccept,
}: {
  proposal: NormaliseProposal;
  mode: ViewMode;
  onAccept: Props["onAccept"];
}) {
  const [override, setOverride] = useState("");
  const { current, proposed } = figures(proposal, mode === "annual" ? 12 : 1);
  const overrideValue =
    override.trim() === ""
      ? null
      : proposal.target === "vacancy"
        ? typedRatePct(override)
        : typedAmountToMonthlyCents(override, mode);
  const id = `override-${proposal.rule}`;
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid={`proposal-${proposal.rule}`}>
      <div>
        <p className="font-medium">{proposal.title}</p>
        <p className="text-xs break-words text-muted-foreground">{proposal.source}</p>
      </div>
      <p className="text-sm tabular-nums">
        {proposal.target === "vacancy" ? "Vacancy" : proposal.label}: {current} → <strong>{proposed}</strong>
        {proposal.target === "expense" && <span className="text-muted-foreground"> ({mode})</span>}
      </p>
      <p className="text-xs break-words text-muted-foreground">{proposal.reason}</p>
      <div className="flex flex-wrap items-end gap-2">
        <Button size="sm" onClick={() => onAccept(proposal)}>
          Accept
        </Button>
        <div className="grid gap-1">
          <Label htmlFor={id} className="text-xs">
            Or your figure {proposal.target === "vacancy" ? "(%)" : `(${mode})`}
          </Label>
          <Input
            id={id}
            className="h-8 w-32"
            inputMode="decimal"
            autoComplete="off"
            value={override}
            onChange={(e) => setOverride(e.target.value)}
          />
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={overrideValue === null}
          onClick={() => overrideValue !== null && onAccept(proposal, overrideValue)}
        >
          Use mine
        </Button>
      </div>
    </li>
  );
}

/** Normalise: each rule's proposal for your underwriting, with its source; accepted or overridden line by line. */
export function NormaliseDialog(props: Props) {
  const { open, onOpenChange, proposals, mode, settings, stateRatePct, onSettings, onAccept } = props;
  const [accepted, setAccepted] = useState<NormaliseRule[]>([]);
  const [rateText, setRateText] = useState("");
  const shown = proposals.filter((p) => !accepted.includes(p.rule));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setAccepted([]);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>Normalise</DialogTitle>
        <DialogDescription>
          Your underwriting as a lender would set it: taxes reassessed at the price, market vacancy, management,
          reserves and insurance. Accept a proposal or enter your own figure; each sets your line with its reason.
        </DialogDescription>
        <div className="grid gap-1.5">
          <Label htmlFor="normalise-tax-rate">Property tax rate (% of price per year)</Label>
          <Input
            id="normalise-tax-rate"
            className="w-40"
            inputMode="decimal"
            autoComplete="off"
            placeholder={stateRatePct === null ? "No state rate" : `${stateRatePct} (state)`}
            value={rateText}
            onChange={(e) => {
              setRateText(e.target.value);
              const rate = e.target.value.trim() === "" ? null : typedRatePct(e.target.value);
              onSettings({ ...settings, taxRatePct: rate !== null && rate > 0 && rate < 20 ? rate : null });
            }}
          />
        </div>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing to propose: your lines already meet every rule.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Normalise proposals">
            {shown.map((proposal) => (
              <ProposalItem
                key={proposal.rule}
                proposal={proposal}
                mode={mode}
                onAccept={(p, override) => {
                  setAccepted((done) => [...done, p.rule]);
                  onAccept(p, override);
                }}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
