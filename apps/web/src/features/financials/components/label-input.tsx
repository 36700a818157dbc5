import { useState } from "react";
import { cn } from "@/lib/cn";

/**
 * Inline rename: the label reads as text and edits in place. A blank name is never saved (every row needs
 * one); leaving the field blank puts the last name back.
 */
export function LabelInput({
  label,
  ariaLabel,
  onRename,
  className,
}: {
  label: string;
  ariaLabel: string;
  onRename: (label: string) => void;
  className?: string;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      aria-label={ariaLabel}
      maxLength={120}
      className={cn(
        "w-full min-w-0 rounded-md border border-transparent bg-transparent px-2 py-1 text-sm hover:border-input focus-visible:border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      value={text ?? label}
      onFocus={() => setText(label)}
      onBlur={() => setText(null)}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value.trim()) onRename(event.target.value);
      }}
    />
  );
}
