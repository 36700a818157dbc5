import { useId } from "react";
import type { Property } from "@plexwise/core";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useToast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useUpdateProperty } from "@/shared/property-api/use-update-property";

/** Whether Financials starts as a cash purchase (no debt service) for this property. */
export function CashPurchaseSwitch({ property }: { property: Property }) {
  const update = useUpdateProperty(property.id);
  const { toast } = useToast();
  const switchId = useId();
  const hintId = useId();
  // Show the requested position while the save is on its way; the saved property replaces it after.
  const checked = update.isPending ? (update.variables.cashPurchase ?? property.cashPurchase) : property.cashPurchase;

  function onCheckedChange(cashPurchase: boolean) {
    update.mutate(
      { cashPurchase },
      {
        onError: (error) => toast({ title: "Save failed", description: serverMessage(error), variant: "destructive" }),
      },
    );
  }

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={switchId}>Cash purchase by default</Label>
        <p id={hintId} className="text-sm text-muted-foreground">
          With it on, Financials shows no mortgage and no loan metrics.
        </p>
      </div>
      <Switch
        id={switchId}
        aria-describedby={hintId}
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
