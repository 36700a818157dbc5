import { useId, useState, type ComponentProps, type FormEvent } from "react";
import type { UpdatePropertyInput } from "@plexwise/core";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useUpdateProperty } from "@/shared/property-api/use-update-property";

export type EditSpec = {
  /** What the input starts with. */
  initialText: string;
  /** Applied to every keystroke, e.g. digits only. */
  sanitize?: (text: string) => string;
  /** The PATCH body for what was typed. */
  toChanges: (text: string) => UpdatePropertyInput;
  inputProps?: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "id">;
};

type Props = EditSpec & { propertyId: string; label: string; onDone: () => void };

/**
 * One field in edit mode: Save sends a PATCH and closes on success; a refused save shows the server's
 * message and stays open so the user can correct it. Escape or Cancel leaves without saving.
 */
export function InlineEditForm({ propertyId, label, initialText, sanitize, toChanges, inputProps, onDone }: Props) {
  const [text, setText] = useState(initialText);
  const update = useUpdateProperty(propertyId);
  const { toast } = useToast();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(toChanges(text), {
      onSuccess: onDone,
      onError: (error) => toast({ title: "Save failed", description: serverMessage(error), variant: "destructive" }),
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => event.key === "Escape" && !update.isPending && onDone()}
      className="flex w-full flex-wrap items-center gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Input
        id={inputId}
        autoFocus
        value={text}
        onChange={(e) => setText(sanitize ? sanitize(e.target.value) : e.target.value)}
        className="h-9 min-w-0 flex-1 basis-40"
        {...inputProps}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
