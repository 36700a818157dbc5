import { cn } from "@/lib/cn";

type Props = { name: string; checked: boolean; onToggle: () => void; className?: string };

/**
 * Ticks a property for comparison. It sits on a clickable row or card: the label around it gives a
 * bigger target, and its clicks stay its own instead of opening the property.
 */
export function CompareCheckbox({ name, checked, onToggle, className }: Props) {
  return (
    <label
      className={cn("relative z-10 inline-flex size-10 cursor-pointer items-center justify-center", className)}
      onClick={(event) => event.stopPropagation()}
    >
      <input
        type="checkbox"
        aria-label={`Select ${name} for comparison`}
        checked={checked}
        onChange={onToggle}
        className="size-4 cursor-pointer accent-primary"
      />
    </label>
  );
}
