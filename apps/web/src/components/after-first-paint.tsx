import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children right after the page's first paint, in a transition: React renders a transition in slices
 * that give the main thread back to the browser, so what sits below the fold neither holds back the first paint
 * nor makes the page's start one long task on a phone. Only for content below the fold, placed after what is shown
 * first, so that its arrival moves nothing the reader already sees.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
