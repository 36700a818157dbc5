import { useId, useState } from "react";
import type { MyRatings } from "@plexwise/core";
import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { useToast } from "@/components/ui/use-toast";
import { useUpdateProperty } from "@/shared/property-api/use-update-property";

const SLIDERS: { key: keyof MyRatings; label: string }[] = [
  { key: "overall", label: "Overall" },
  { key: "condition", label: "Condition" },
  { key: "value", label: "Value" },
];

function RatingSlider({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium">{label}</span>
        <span
          className="min-w-10 rounded-md bg-accent px-2 py-0.5 text-center text-sm font-semibold tabular-nums text-accent-foreground"
          aria-hidden="true"
        >
          {value.toFixed(1)}
        </span>
      </div>
      {/* SPEC sections 5 and 9: 0 to 10 in steps of 0.5. */}
      <Slider thumbLabel={label} min={0} max={10} step={0.5} value={value} onValueChange={onChange} />
    </div>
  );
}

export function MyRatingsSection({ propertyId, initialRatings }: { propertyId: string; initialRatings: MyRatings }) {
  const [ratings, setRatings] = useState(initialRatings);
  const update = useUpdateProperty(propertyId);
  const { toast } = useToast();
  const headingId = useId();

  function onSave() {
    update.mutate(
      { myRatings: ratings },
      {
        onSuccess: () => toast({ title: "Ratings saved" }),
        onError: () =>
          toast({
            title: "Save failed",
            description: "Could not save ratings. Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold">
        My Ratings
      </h2>
      <div className="mt-4 grid gap-5">
        {SLIDERS.map(({ key, label }) => (
          <RatingSlider
            key={key}
            label={label}
            value={ratings[key]}
            onChange={(value) => setRatings((r) => ({ ...r, [key]: value }))}
          />
        ))}
      </div>
      <div className="mt-5 flex justify-end">
        <Button onClick={onSave} disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save My Ratings"}
        </Button>
      </div>
    </section>
  );
}
