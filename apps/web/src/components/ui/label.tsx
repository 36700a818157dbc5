import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A form label. A plain <label>: Radix's adds only double-click text selection handling, not worth its weight. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
