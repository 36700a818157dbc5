import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A text field. `textClassName` replaces its text size (16 px on phones, so iOS does not zoom in, 14 px from `sm`)
 * rather than overriding it through `className`: the public pages render without class merging (lib/cn.ts).
 */
export function Input({
  className,
  textClassName = "text-base sm:text-sm",
  type,
  ...props
}: ComponentProps<"input"> & { textClassName?: string }) {
  return (
    <input
      type={type}
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted",
        textClassName,
        className,
      )}
      {...props}
    />
  );
}
