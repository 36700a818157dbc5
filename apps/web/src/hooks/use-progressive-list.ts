import { startTransition, useEffect, useState } from "react";

/**
 * The first `first` items at once and the rest in a transition right after: React renders a transition in slices
 * that give the browser back its main thread, so a long list neither holds back the first paint nor blocks a tap
 * while it completes (one long task of 50 cards was most of My Properties' blocking time on a phone).
 */
export function useProgressiveList<T>(items: T[], first: number): T[] {
  const [complete, setComplete] = useState(false);
  const partial = !complete && items.length > first;
  useEffect(() => {
    if (partial) startTransition(() => setComplete(true));
  }, [partial]);
  return partial ? items.slice(0, first) : items;
}
