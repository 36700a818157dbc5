import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * False for the first render, true right after the page's first paint, set in a transition: React renders a
 * transition in slices that give the main thread back to the browser, so what waits for it neither holds back the
 * first paint nor makes the page's start one long task on a phone. `wanted: false` schedules nothing.
 */
export function useAfterFirstPaint(wanted = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (wanted) startTransition(() => setPainted(true));
  }, [wanted]);
  return painted;
}

/**
 * Renders its children right after the first paint (useAfterFirstPaint). Only for content below the fold, placed
 * after what is shown first, so that its arrival moves nothing the reader already sees.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
