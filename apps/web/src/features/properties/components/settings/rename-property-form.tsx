import { useId, useState, type FormEvent } from "react";
import type { Property } from "@plexwise/core";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useUpdateProperty } from "@/shared/property-api/use-update-property";

/** Renames the property; an empty name clears the nickname, so the address identifies it again. */
export function RenamePropertyForm({ property }: { property: Property }) {
  const [nickname, setNickname] = useState(property.nickname ?? "");
  const update = useUpdateProperty(property.id);
  const { toast } = useToast();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { nickname: nickname.trim() || null },
      {
        onSuccess: () => toast({ title: "Property renamed" }),
        onError: (error) => toast({ title: "Save failed", description: serverMessage(error), variant: "destructive" }),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2">
      <Label htmlFor={inputId}>Nickname</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          maxLength={120}
          placeholder={property.address}
        />
        <Button type="submit" disabled={update.isPending} className="sm:w-32">
          {update.isPending ? "Saving..." : "Rename"}
        </Button>
      </div>
    </form>
  );
}
