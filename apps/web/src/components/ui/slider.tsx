import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type Props = Omit<ComponentProps<"input">, "type" | "value" | "onChange"> & {
  /** The slider's accessible name. */
  thumbLabel: string;
  value: number;
  onValueChange: (value: number) => void;
};

/**
 * A single-thumb slider: the browser's own range input (role "slider", arrow keys, Home and End), in the brand
 * colour. Radix's slider measured its thumb on every render, a forced layout per slider while a page loads.
 */
export function Slider({ className, thumbLabel, value, onValueChange, ...props }: Props) {
  return (
    <input
      type="range"
      aria-label={thumbLabel}
      aria-valuenow={value}
      value={value}
      onChange={(event) => onValueChange(Number(event.target.value))}
      className={cn("h-9 w-full cursor-pointer accent-primary", className)}
      {...props}
    />
  );
}
