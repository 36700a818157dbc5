import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useUpdateProperty } from "@/shared/property-api/use-update-property";

export function NotesSection({ propertyId, initialNotes }: { propertyId: string; initialNotes: string }) {
  const [notes, setNotes] = useState(initialNotes);
  const update = useUpdateProperty(propertyId);
  const { toast } = useToast();
  const headingId = useId();

  function onSave() {
    update.mutate(
      { notes },
      {
        onSuccess: () => toast({ title: "Notes saved" }),
        onError: (error) => toast({ title: "Save failed", description: serverMessage(error), variant: "destructive" }),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold">
        Notes
      </h2>
      <Textarea
        aria-label="Notes"
        className="mt-3"
        placeholder="Anything worth remembering about this property"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        maxLength={20_000}
      />
      <div className="mt-3 flex justify-end">
        <Button onClick={onSave} disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Notes"}
        </Button>
      </div>
    </section>
  );
}
