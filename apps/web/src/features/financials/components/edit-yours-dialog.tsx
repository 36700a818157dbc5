import { useState } from "react";
import type { LineComparison } from "@plexwise/core/underwriting-lines";
import { centsToInputText } from "@plexwise/core/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { typedAmountToMonthlyCents, type ViewMode } from "../lib/amount-text";

type Props = {
  row: LineComparison | null;
  mode: ViewMode;
  onClose: () => void;
  onSave: (row: LineComparison, cents: number, reason: string) => void;
};

/** Your figure for one line, and why it differs from the documents' (optional). */
export function EditYoursDialog({ row, mode, onClose, onSave }: Props) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {row && <EditYoursForm key={row.key} row={row} mode={mode} onClose={onClose} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

function EditYoursForm({ row, mode, onClose, onSave }: Props & { row: LineComparison }) {
  const perPeriod = mode === "annual" ? 12 : 1;
  const [amount, setAmount] = useState(centsToInputText(row.yoursCents === null ? null : row.yoursCents * perPeriod));
  const [reason, setReason] = useState(row.reason ?? "");
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(row, typedAmountToMonthlyCents(amount, mode), reason);
        onClose();
      }}
    >
      <DialogTitle>Yours: {row.label}</DialogTitle>
      <DialogDescription>
        Your underwriting figure ({mode}) is what every analysis reads. Say why it differs from the documents, if you
        like.
      </DialogDescription>
      <div className="grid gap-1.5">
        <Label htmlFor="yours-amount">Amount ({mode})</Label>
        <Input
          id="yours-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="yours-reason">Reason (optional)</Label>
        <Input
          id="yours-reason"
          maxLength={200}
          autoComplete="off"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}
